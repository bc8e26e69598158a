/** One term and its value in a page header's facts (`<dl className="facts">`). */
import type { ReactNode } from 'react';

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

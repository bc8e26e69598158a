/**
 * One term and its value in a description list: a page header's facts (`<dl className="facts">`)
 * or the payment details' fields (`<dl className="detail-fields">`), each with its own look.
 */
import type { ReactNode } from 'react';

const CLASS_NAMES = { fact: 'fact', detail: 'detail-field' } as const;

export function TermValue({
  term,
  look = 'fact',
  children,
}: {
  term: string;
  look?: keyof typeof CLASS_NAMES;
  children: ReactNode;
}) {
  return (
    <div className={CLASS_NAMES[look]}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The pieces the payment details panel is made of: a labelled value, a full id with copy. */
import type { ReactNode } from 'react';
import { CopyButton } from '../../components/copy-button';
import type { AttemptPosition } from '../../lib/payment-summary';

/** Where the attempt stands; `unknown` says why the number cannot be given. */
export type AttemptInfo =
  | { known: true; position: AttemptPosition }
  | { known: false; why: string };

export function Field({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="detail-field">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** An id in full (it wraps rather than truncates here) with its copy button. */
export function FullId({ value, label }: { value: string; label: string }) {
  return (
    <span className="full-id">
      <span className="mono">{value}</span>
      <CopyButton value={value} label={label} />
    </span>
  );
}

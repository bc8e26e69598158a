/** A payment's status in words and colour, in the payments table, the details and the lists. */
import { type PaymentStatus, STATUS_LABELS } from '../../lib/status';

export function StatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <span className={`badge badge--${status}`}>
      <span className="badge__dot" aria-hidden="true" />
      {STATUS_LABELS[status]}
    </span>
  );
}

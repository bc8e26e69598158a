/** The invoice page's states: not found, payments that could not load, loading progress. */
import { Link } from '@tanstack/react-router';
import { PAYMENTS_PATH } from '../../addresses/paths';
import { StateCard } from '../../components/state-card';
import { formatCount } from '../../lib/counts';
import { DeadEnd } from '../page-parts/dead-ends';
import { RetryButton } from '../payments/payments-states';

/**
 * An unknown invoice, in both upstream modes (the BFF answers 404 for both), or one that a
 * subscription's link names but that belongs to another subscription: then the invoice's real
 * page is offered, with the link's view (filter, open payment, zone) kept.
 */
export function InvoiceNotFound({
  invoiceId,
  ownerSubscriptionId,
}: {
  invoiceId: string;
  /** The subscription the invoice really belongs to, when the link named another; else null. */
  ownerSubscriptionId: string | null;
}) {
  return (
    <DeadEnd
      title="Invoice not found"
      action={
        ownerSubscriptionId ? (
          <Link
            className="button button--primary"
            to={PAYMENTS_PATH}
            params={{ subscriptionId: ownerSubscriptionId, invoiceId }}
            search={(current) => current}
          >
            Open the invoice on its subscription
          </Link>
        ) : (
          <Link className="button button--secondary" to="/">
            Look up another invoice
          </Link>
        )
      }
    >
      {ownerSubscriptionId ? (
        <p>
          Invoice {invoiceId} belongs to another subscription than this link names: subscription{' '}
          {ownerSubscriptionId}.
        </p>
      ) : (
        <>
          <p>No invoice has the ID {invoiceId}.</p>
          <p>Check the invoice ID: it may have been mistyped, or cut off when it was copied.</p>
        </>
      )}
    </DeadEnd>
  );
}

export function PaymentsErrorState({
  status,
  detail,
  retry,
  busy,
}: {
  status: number;
  detail: string;
  retry: () => void;
  busy: boolean;
}) {
  if (status === 429) {
    return (
      <StateCard
        title="Rate limited"
        tone="warning"
        action={<RetryButton onRetry={retry} busy={busy} />}
      >
        <p>{detail}</p>
        <p>Too many requests reached the payments service. Wait a moment, then retry.</p>
      </StateCard>
    );
  }
  return (
    <StateCard
      title="Payments could not be loaded"
      tone="error"
      action={<RetryButton onRetry={retry} busy={busy} />}
    >
      <p>{detail}</p>
    </StateCard>
  );
}

/** "Loading payments: 100 of 246" while the whole invoice arrives, page by page. */
export function LoadProgress({ loaded, expected }: { loaded: number; expected: number | null }) {
  const text =
    expected === null
      ? `Loading payments: ${formatCount(loaded)} so far…`
      : `Loading payments: ${formatCount(loaded)} of ${formatCount(expected)}…`;
  return (
    <div className="load-progress" role="status">
      <progress
        className="load-progress__bar"
        aria-label="Loading payments"
        // No total known (the real service sends none): an indeterminate bar.
        value={expected === null ? undefined : loaded}
        max={expected ?? undefined}
      />
      <span>{text}</span>
    </div>
  );
}

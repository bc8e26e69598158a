/**
 * `GET /api/attention`'s body from the rows shown: the counts at the top of the list, with the
 * balances summed exactly per currency (digit strings, BigInt: a sum may pass int64), and the
 * snapshot's id, named by what it holds.
 */
import { createHash } from 'node:crypto';
import {
  type AttentionPage,
  type AttentionRow,
  type AttentionSnapshot,
  sumPerCurrency,
} from '@pc/contract';

/**
 * The id of a snapshot as served: a digest of its status, time and invoices in order, written as
 * a UUID (the shape every id of the audit trail and the served-token has). Replicas that built
 * the same list give it the same id; a row more, or a refresh, gives another.
 */
export function snapshotId(status: string, asOf: string | null, rows: readonly AttentionRow[]) {
  const hash = createHash('sha256').update(`${status}\n${asOf ?? ''}`);
  for (const row of rows) hash.update(`\n${row.invoice.id}`);
  const hex = hash.digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

function balances(rows: readonly AttentionRow[]): AttentionPage['counts']['balances'] {
  return sumPerCurrency(rows.flatMap((row) => row.balanceDue ?? [])).sort((a, b) =>
    a.currency < b.currency ? -1 : 1,
  );
}

/**
 * The page as the snapshot holds it: without its rows' served-tags (the audit's), and without
 * the team's cases (joined at each request, routes/attention.ts).
 */
export type UntaggedAttentionPage = ReturnType<typeof attentionPage<AttentionRow>>;

/** @example attentionPage(rows, snapshot).counts.retriesExhausted */
export function attentionPage<R extends AttentionRow>(
  rows: R[],
  state: Omit<AttentionSnapshot, 'id'>,
): { snapshot: AttentionSnapshot; counts: AttentionPage['counts']; rows: R[] } {
  const snapshot = { id: snapshotId(state.status, state.asOf, rows), ...state };
  const count = (state: AttentionRow['state']) => rows.filter((r) => r.state === state).length;
  return {
    snapshot,
    counts: {
      outstanding: rows.length,
      balances: balances(rows),
      retriesExhausted: count('retries-exhausted'),
      manualPaymentPending: count('manual-payment-pending'),
      awaitingTax: count('awaiting-tax'),
    },
    rows,
  };
}

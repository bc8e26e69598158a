/**
 * `GET /api/attention`'s body from the rows shown: the counts at the top of the list, with the
 * balances summed exactly per currency (digit strings, BigInt: a sum may pass int64).
 */
import type { AttentionPage, AttentionRow, AttentionSnapshot } from '@pc/contract';

function balances(rows: readonly AttentionRow[]): AttentionPage['counts']['balances'] {
  const sums = new Map<string, bigint>();
  for (const { balanceDue } of rows) {
    if (!balanceDue) continue;
    sums.set(
      balanceDue.currency,
      (sums.get(balanceDue.currency) ?? 0n) + BigInt(balanceDue.amount),
    );
  }
  return [...sums]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([currency, amount]) => ({ currency, amount: String(amount) }));
}

/** @example attentionPage(rows, snapshot).counts.retriesExhausted */
export function attentionPage(rows: AttentionRow[], snapshot: AttentionSnapshot): AttentionPage {
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

/** The states of the attention list, pure (no zod) so the web app can import them by subpath. */

/**
 * Why an outstanding invoice needs attention, first match in this order:
 * - `awaiting-tax`: Elastic Path waits for a tax run before any payment run collects it;
 * - `manual-payment-pending`: a manual payment awaits settlement outside the gateway;
 * - `retries-exhausted`: Elastic Path flagged it, or every attempt the rule allows was made;
 * - `failing`: at least one attempt failed and a retry can still come;
 * - `not-yet-attempted`: no attempt recorded yet.
 */
export const ATTENTION_STATES = [
  'awaiting-tax',
  'manual-payment-pending',
  'retries-exhausted',
  'failing',
  'not-yet-attempted',
] as const;
export type AttentionState = (typeof ATTENTION_STATES)[number];

export const ATTENTION_STATE_LABELS: Readonly<Record<AttentionState, string>> = {
  'awaiting-tax': 'Awaiting tax',
  'manual-payment-pending': 'Manual payment pending',
  'retries-exhausted': 'Retries exhausted',
  failing: 'Failing (retries left)',
  'not-yet-attempted': 'Not yet attempted',
};

/**
 * What the dunning rule did when an invoice ran out of retries, in plain words with the
 * subscription's state beside it: "the dunning rule's action applies" told an agent nothing.
 */
import type { DunningAction } from './upstream-subscriptions/invoice-facts.ts';
import type { SubscriptionStatusLabel } from './upstream-subscriptions/subscription-status.ts';

const ACTION_TEXT: Readonly<Record<DunningAction, string>> = {
  suspend: 'When the retries ran out, the store’s dunning rule suspends the subscription.',
  pause: 'When the retries ran out, the store’s dunning rule pauses the subscription.',
  close: 'When the retries ran out, the store’s dunning rule closes the subscription.',
  none: 'When the retries ran out, the store’s dunning rule leaves the subscription as it is; the invoice stays unpaid.',
};

const UNKNOWN_ACTION =
  'What happens to the subscription when the retries run out is not known: the store has no default dunning rule.';

/**
 * @example dunningActionText('suspend', 'Suspended')
 * // 'When the retries ran out, the store’s dunning rule suspends the subscription. It is Suspended now.'
 */
export function dunningActionText(
  action: DunningAction | null,
  subscription: SubscriptionStatusLabel | null,
): string {
  const text = action === null ? UNKNOWN_ACTION : ACTION_TEXT[action];
  return subscription === null ? text : `${text} It is ${subscription} now.`;
}

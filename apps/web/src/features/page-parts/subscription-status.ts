/**
 * How a subscription's status shows: the BFF picks the label by the spec's precedence (Closed,
 * Pending cancel, Canceled, Pending pause, Paused, Pending activation, Suspended, Active,
 * Inactive: docs/upstream/navigation.md#subscription-status) and the data of its extra line; this module only chooses
 * the badge's tone and words the line. Colour always sits next to the label's words.
 */
import type { SubscriptionSummary } from '@pc/contract';

export type SubscriptionStatusView = SubscriptionSummary['status'];
export type SubscriptionStatusLabel = SubscriptionStatusView['label'];
export type StatusTone = 'success' | 'warning' | 'danger' | 'neutral';

const TONES: Record<SubscriptionStatusLabel, StatusTone> = {
  Active: 'success',
  'Pending cancel': 'warning',
  'Pending pause': 'warning',
  'Pending activation': 'warning',
  Suspended: 'danger',
  Paused: 'neutral',
  Canceled: 'neutral',
  Closed: 'neutral',
  Inactive: 'neutral',
};

export function statusTone(label: SubscriptionStatusLabel): StatusTone {
  return TONES[label];
}

/**
 * The line under the label, with `formatTime` turning the RFC 3339 time into words; null when the
 * status has none. A time already past that waits for the next billing run says so rather than
 * showing a date that looks overdue.
 *
 * @example statusLineText({ label: 'Pending cancel', line: { kind: 'ends', at: 'May 31', past: false } }, (t) => t) // 'Ends May 31'
 */
export function statusLineText(
  { label, line }: SubscriptionStatusView,
  formatTime: (iso: string) => string,
): string | null {
  if (!line) return null;
  const at = formatTime(line.at);
  switch (line.kind) {
    case 'ends':
      return line.past ? `Ends at the next billing run (due ${at})` : `Ends ${at}`;
    case 'canceled':
      return `Canceled ${at}`;
    case 'paused':
      return label === 'Pending pause' ? `Pause requested ${at}` : `Paused ${at}`;
    case 'starts':
      return line.past ? `Starts at the next billing run (due ${at})` : `Starts ${at}`;
    case 'next-billing':
      return line.past ? `Next billing at the next billing run (due ${at})` : `Next billing ${at}`;
  }
}

/**
 * Whether the subscription's `nextBillingAt` is a billing still to come. Cancelling, pausing and
 * closing stop the next billing run from invoicing (docs/upstream/navigation.md#subscription-status), so only an active subscription, or one
 * waiting to go live, bills again; for the others the date is not shown as "next billing".
 */
export function billsAgain(label: SubscriptionStatusLabel): boolean {
  return label === 'Active' || label === 'Pending activation';
}

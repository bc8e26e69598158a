/**
 * One subscription status label from the lifecycle flags (docs/upstream/navigation.md#subscription-status). `meta.status`
 * is only the billing status: pausing or cancelling sets a flag while `status` stays `active`
 * until the next billing run, which is why "Pending cancel" and "Pending pause" exist.
 */

export const SUBSCRIPTION_STATUS_LABELS = [
  'Closed',
  'Pending cancel',
  'Canceled',
  'Pending pause',
  'Paused',
  'Pending activation',
  'Suspended',
  'Active',
  'Inactive',
] as const;
export type SubscriptionStatusLabel = (typeof SUBSCRIPTION_STATUS_LABELS)[number];

/** What the extra line under the label says: "Ends {at}", "Starts {at}", "Next billing {at}"… */
export const SUBSCRIPTION_STATUS_LINE_KINDS = [
  'ends',
  'canceled',
  'paused',
  'starts',
  'next-billing',
] as const;

export interface SubscriptionStatusLine {
  kind: (typeof SUBSCRIPTION_STATUS_LINE_KINDS)[number];
  /** The RFC 3339 time as the upstream wrote it. */
  at: string;
  /** `at` lies before `now`: e.g. a next billing that waits for the next billing run. */
  past: boolean;
}

export interface SubscriptionStatus {
  label: SubscriptionStatusLabel;
  line: SubscriptionStatusLine | null;
}

/** The members the label depends on; an `UpstreamSubscription` has them all. */
export interface SubscriptionStatusInput {
  attributes?: { go_live_after?: string | undefined };
  meta: {
    status: 'active' | 'inactive';
    closed: boolean;
    canceled: boolean;
    paused: boolean;
    pending: boolean;
    suspended: boolean;
    invoice_after?: string | undefined;
    timestamps?: {
      end_date?: string | undefined;
      canceled_at?: string | undefined;
      paused_at?: string | undefined;
      go_live_after?: string | undefined;
    };
  };
}

/**
 * The docs/upstream/navigation.md#subscription-status label, first match wins: Closed, Pending cancel, Canceled, Pending pause, Paused,
 * Pending activation, Suspended, Active, Inactive; plus the data of its extra line, if any.
 * `go_live_after` is read from `meta.timestamps` first, then `attributes` (docs/upstream/real-service.md#go-live-time-in-meta-or-attributes).
 * @example
 * subscriptionStatus(subscription, Date.parse('2026-05-01T00:00:00Z'));
 * // { label: 'Pending cancel', line: { kind: 'ends', at: '2026-05-31T00:00:00.000Z', past: false } }
 */
export function subscriptionStatus(
  subscription: SubscriptionStatusInput,
  now: number = Date.now(),
): SubscriptionStatus {
  const m = subscription.meta;
  const t = m.timestamps ?? {};
  const active = m.status === 'active';
  const line = (kind: SubscriptionStatusLine['kind'], at: string | undefined) =>
    at === undefined ? null : { kind, at, past: Date.parse(at) < now };
  const status = (label: SubscriptionStatusLabel, extra: SubscriptionStatusLine | null = null) => ({
    label,
    line: extra,
  });

  if (m.closed) return status('Closed');
  if (m.canceled && active) return status('Pending cancel', line('ends', t.end_date));
  if (m.canceled) return status('Canceled', line('canceled', t.canceled_at));
  if (m.paused) return status(active ? 'Pending pause' : 'Paused', line('paused', t.paused_at));
  if (m.pending) {
    const goLiveAfter = t.go_live_after ?? subscription.attributes?.go_live_after;
    return status('Pending activation', line('starts', goLiveAfter));
  }
  if (m.suspended) return status('Suspended');
  if (active) return status('Active', line('next-billing', m.invoice_after));
  return status('Inactive');
}

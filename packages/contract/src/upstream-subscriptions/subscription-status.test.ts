import { describe, expect, it } from 'vitest';
import { type SubscriptionStatusInput, subscriptionStatus } from './subscription-status.ts';

const NOW = Date.parse('2026-05-01T00:00:00Z');
const FUTURE = '2026-06-01T00:00:00.000Z';
const PAST = '2026-04-01T00:00:00.000Z';

type Flags = Partial<SubscriptionStatusInput['meta']>;

function sub(meta: Flags, attributes: SubscriptionStatusInput['attributes'] = {}) {
  return {
    attributes,
    meta: {
      status: 'active' as const,
      closed: false,
      canceled: false,
      paused: false,
      pending: false,
      suspended: false,
      invoice_after: FUTURE,
      timestamps: { end_date: FUTURE, canceled_at: PAST, paused_at: PAST, go_live_after: FUTURE },
      ...meta,
    },
  };
}

describe('subscriptionStatus: docs/upstream/navigation.md#subscription-status precedence, first match wins', () => {
  it.each([
    ['Closed', { closed: true, canceled: true, paused: true, pending: true, suspended: true }],
    ['Pending cancel', { canceled: true, paused: true, suspended: true }],
    ['Canceled', { canceled: true, status: 'inactive', paused: true }],
    ['Pending pause', { paused: true, pending: true, suspended: true }],
    ['Paused', { paused: true, status: 'inactive', pending: true }],
    ['Pending activation', { pending: true, suspended: true }],
    ['Suspended', { suspended: true }],
    ['Suspended', { suspended: true, status: 'inactive' }],
    ['Active', {}],
    ['Inactive', { status: 'inactive' }],
  ] as const)('%s for %j', (label, flags) => {
    expect(subscriptionStatus(sub(flags as Flags), NOW).label).toBe(label);
  });

  it('gives each label its extra line', () => {
    const line = (flags: Flags) => subscriptionStatus(sub(flags), NOW).line;
    expect(line({ closed: true })).toBeNull();
    expect(line({ canceled: true })).toEqual({ kind: 'ends', at: FUTURE, past: false });
    expect(line({ canceled: true, status: 'inactive' })).toEqual({
      kind: 'canceled',
      at: PAST,
      past: true,
    });
    expect(line({ paused: true })).toMatchObject({ kind: 'paused', at: PAST });
    expect(line({ paused: true, status: 'inactive' })).toMatchObject({ kind: 'paused', at: PAST });
    expect(line({ pending: true })).toEqual({ kind: 'starts', at: FUTURE, past: false });
    expect(line({ suspended: true })).toBeNull();
    expect(line({})).toEqual({ kind: 'next-billing', at: FUTURE, past: false });
    expect(line({ status: 'inactive' })).toBeNull();
  });

  it('omits "Ends" when a pending cancel has no end_date', () => {
    const pending = sub({ canceled: true, timestamps: {} });
    expect(subscriptionStatus(pending, NOW)).toEqual({ label: 'Pending cancel', line: null });
  });

  it('reads go_live_after from meta.timestamps first, then attributes (docs/upstream/real-service.md#go-live-time-in-meta-or-attributes)', () => {
    const both = sub({ pending: true }, { go_live_after: '2027-01-01T00:00:00.000Z' });
    expect(subscriptionStatus(both, NOW).line?.at).toBe(FUTURE);
    const attributesOnly = sub(
      { pending: true, timestamps: {} },
      { go_live_after: '2027-01-01T00:00:00.000Z' },
    );
    expect(subscriptionStatus(attributesOnly, NOW).line?.at).toBe('2027-01-01T00:00:00.000Z');
  });

  it('marks a next billing time already passed (waiting for the billing run)', () => {
    expect(subscriptionStatus(sub({ invoice_after: PAST }), NOW).line).toMatchObject({
      kind: 'next-billing',
      past: true,
    });
  });
});

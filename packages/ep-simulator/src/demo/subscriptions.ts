/**
 * The demo subscriptions and their lifecycle history, the flags and times set as docs/upstream/navigation.md#subscription-status describes
 * each state: pausing or cancelling sets the flag while the billing status stays active until
 * the next billing run ("Pending pause", "Pending cancel").
 */

import type { Prng } from '../prng.ts';
import type { SimulatorSubscription, SimulatorSubscriptionState } from '../types.ts';
import type { BuiltCustomers } from './accounts-and-subscribers.ts';
import type { BuiltCatalog } from './offerings.ts';
import type { Lifecycle, SeedSubscription } from './subscription-specs.ts';

/** When every subscription still billing is next invoiced. */
export const NEXT_BILLING = '2026-05-01T00:30:00.000Z';

const FLAGS: Record<
  Lifecycle,
  {
    status: 'active' | 'inactive';
    flag?: 'canceled' | 'paused' | 'pending' | 'suspended' | 'closed';
  }
> = {
  active: { status: 'active' },
  'pending-cancel': { status: 'active', flag: 'canceled' },
  canceled: { status: 'inactive', flag: 'canceled' },
  'pending-pause': { status: 'active', flag: 'paused' },
  paused: { status: 'inactive', flag: 'paused' },
  pending: { status: 'inactive', flag: 'pending' },
  suspended: { status: 'inactive', flag: 'suspended' },
  closed: { status: 'inactive', flag: 'closed' },
  inactive: { status: 'inactive' },
};

function states(rng: Prng, sub: SeedSubscription): SimulatorSubscriptionState[] {
  const actions: [SimulatorSubscriptionState['attributes']['action'], string][] = [
    ...(sub.history ?? []),
  ];
  const { flag } = FLAGS[sub.lifecycle];
  if (flag === 'pending') actions.push(['pending', sub.createdAt]);
  if ((flag === 'canceled' || flag === 'paused') && sub.changedAt)
    actions.push([flag === 'canceled' ? 'cancel' : 'pause', sub.changedAt]);
  return actions.map(([action, at]) => ({
    id: rng.uuid(),
    type: 'subscription_state',
    attributes: { action },
    meta: { created_at: at },
  }));
}

/**
 * Builds the subscriptions (ids given, from the seed) and their states (ids from `rng`).
 * @example buildSubscriptions(rng, specs, ids, catalog, customers).subscriptions[0].meta.status
 */
export function buildSubscriptions(
  rng: Prng,
  specs: readonly SeedSubscription[],
  ids: readonly string[],
  catalog: BuiltCatalog,
  customers: BuiltCustomers,
): {
  subscriptions: SimulatorSubscription[];
  states: Record<string, SimulatorSubscriptionState[]>;
} {
  const subscriptions: SimulatorSubscription[] = [];
  const byId: Record<string, SimulatorSubscriptionState[]> = {};
  specs.forEach((sub, i) => {
    const id = ids[i];
    if (id === undefined) throw new Error(`demo subscriptions: no id for ${sub.name}`);
    const history = states(rng, sub);
    byId[id] = history;
    const { status, flag } = FLAGS[sub.lifecycle];
    const updatedAt = history.at(-1)?.meta.created_at ?? sub.createdAt;
    subscriptions.push({
      id,
      type: 'subscription',
      attributes: {
        external_ref: sub.externalRef,
        account_id: customers.accountId(sub.account),
        offering: catalog.offering(sub.offering),
        plan_id: catalog.planId(sub.offering, sub.plan),
        pricing_option_id: catalog.optionId(sub.offering, sub.option),
        currency: sub.currency,
      },
      meta: {
        owner: 'store',
        status,
        canceled: flag === 'canceled',
        paused: flag === 'paused',
        closed: flag === 'closed',
        suspended: flag === 'suspended',
        pending: flag === 'pending',
        ...(history.at(-1) && { state: history.at(-1) }),
        manual_payments: sub.manualPayments === true,
        first_invoice_prepaid: false,
        invoice_after: NEXT_BILLING,
        timestamps: {
          created_at: sub.createdAt,
          updated_at: updatedAt,
          ...(flag === 'canceled' && sub.changedAt && { canceled_at: sub.changedAt }),
          ...(flag === 'paused' && sub.changedAt && { paused_at: sub.changedAt }),
          ...(sub.endDate && { end_date: sub.endDate }),
          ...(sub.goLiveAfter && { go_live_after: sub.goLiveAfter }),
          ...(sub.history?.some(([a]) => a === 'resume') && {
            resumed_at: sub.history.filter(([a]) => a === 'resume').at(-1)?.[1],
          }),
        },
      },
    });
  });
  return { subscriptions, states: byId };
}

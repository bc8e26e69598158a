/**
 * Resources as the wire carries them: every int64 a bare JSON number, digit for digit, and in
 * realistic mode the real service's quirks (docs/upstream/real-service.md#realistic-mode-quirks): `proration_events: null`,
 * `go_live_after` in `attributes` instead of `meta.timestamps`.
 */
import { LosslessNumber, stringifyExactJson } from '@pc/contract';
import type { SimulatorInvoice, SimulatorSubscription } from './types.ts';

/** Members that hold an int64 amount as a digit string in the simulator's form. */
const INT64_KEYS = new Set([
  'amount',
  'billing_cost_before_proration',
  'refunded_amount_for_unused_pricing_option',
  'new_pricing_option_cost',
]);
const DIGITS = /^-?\d+$/;

/**
 * A copy with every int64 digit string (under an amount key) as a `LosslessNumber`.
 * @example stringifyExactJson(amountsToWire({ price: { amount: '9223372036854775807' } })) // '{"price":{"amount":9223372036854775807}}'
 */
export function amountsToWire(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(amountsToWire);
  if (value === null || typeof value !== 'object' || value instanceof LosslessNumber) return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    out[key] =
      INT64_KEYS.has(key) && typeof member === 'string' && DIGITS.test(member)
        ? new LosslessNumber(member)
        : amountsToWire(member);
  }
  return out;
}

/**
 * A resource as JSON text with exact amounts.
 * @example resourceJson(account) // '{"id":"…","type":"account",…}'
 */
export function resourceJson(resource: unknown): string {
  return stringifyExactJson(amountsToWire(resource));
}

/** An invoice as the mode serves it. */
export function invoiceWire(invoice: SimulatorInvoice, realistic: boolean): unknown {
  if (!realistic) return invoice;
  return { ...invoice, meta: { ...invoice.meta, proration_events: null } };
}

/** A subscription as the mode serves it: realistic mode moves go_live_after into attributes. */
export function subscriptionWire(subscription: SimulatorSubscription, realistic: boolean): unknown {
  const goLiveAfter = subscription.meta.timestamps.go_live_after;
  if (!realistic || goLiveAfter === undefined) return subscription;
  const { go_live_after: _, ...timestamps } = subscription.meta.timestamps;
  return {
    ...subscription,
    attributes: { ...subscription.attributes, go_live_after: goLiveAfter },
    meta: { ...subscription.meta, timestamps },
  };
}

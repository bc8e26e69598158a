/**
 * The demo payments, generated invoice by invoice from each subscription's payment story. The
 * order of PRNG calls is part of the contract: the original six subscriptions must keep their
 * subscription, invoice and payment ids, so nothing here may draw from the stream in a new place.
 */

import type { Prng } from '../prng.ts';
import type { SimulatorPayment } from '../types.ts';
import type { Attempts, Gateway, SeedInvoice, SeedSubscription } from './subscription-specs.ts';

const METERED_PAYMENTS = 246;
const FAILURE_REASONS = ['Card Failure', 'Insufficient funds', 'Card expired', 'Do not honor'];
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** One generated invoice: where it belongs and its payments, created_at ascending. */
export interface GeneratedInvoice {
  sub: SeedSubscription;
  subscriptionId: string;
  invoiceId: string;
  spec: SeedInvoice;
  /** The invoice total in minor units. */
  amount: number;
  payments: SimulatorPayment[];
}

function externalId(rng: Prng, gateway: Gateway): string | undefined {
  switch (gateway) {
    case 'stripe':
      return `${rng.chance(0.8) ? 'pi' : 'ch'}_3P${rng.chars(BASE62, 22)}`;
    case 'braintree':
      return rng.chars('0123456789abcdefghijklmnopqrstuvwxyz', 8);
    case 'adyen':
      return rng.chars('0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 16);
    case 'authorize_net':
      return `6${rng.chars('0123456789', 10)}`;
    case 'manual':
      return undefined;
  }
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function meteredAttempts(rng: Prng): Attempts {
  let out = '';
  for (let i = 0; i < METERED_PAYMENTS; i++) out += rng.chance(0.93) ? 'S' : 'F';
  return out;
}

interface PaymentInput {
  sub: SeedSubscription;
  subscriptionId: string;
  invoiceId: string;
  kind: string;
  createdAt: number;
  amount: number;
}

function payment(rng: Prng, input: PaymentInput): SimulatorPayment {
  const { sub, kind, createdAt } = input;
  const manual = kind === 'P' || kind === 'M';
  const success = kind === 'S' || kind === 'R' || kind === 'M';
  // Gateways settle within seconds; a bank transfer is confirmed by staff days later.
  const takenAt = kind === 'M' ? createdAt + rng.int(1, 3) * DAY : createdAt + rng.int(300, 4000);
  const updatedAt = success ? takenAt : createdAt + (kind === 'P' ? 0 : rng.int(300, 4000));
  // A settled transfer carries the bank reference staff typed in; a pending one has none yet.
  const external =
    kind === 'M'
      ? `BT-2026-${rng.chars('0123456789', 5)}`
      : externalId(rng, manual ? 'manual' : sub.gateway);
  const attributes: SimulatorPayment['attributes'] = {
    success,
    ...(manual && { pending: kind === 'P' }),
    gateway: manual ? 'manual' : sub.gateway,
    ...(external !== undefined &&
      (success || rng.chance(0.7)) && { external_payment_id: external }),
    ...(kind === 'F' && { failure_detail: { reason: rng.pick(FAILURE_REASONS) } }),
    amount: {
      currency: sub.currency,
      amount: String(input.amount),
      ...(sub.includesTax !== undefined && { includes_tax: sub.includesTax }),
    },
    manual_payment: manual,
  };
  return {
    id: rng.uuid(),
    type: 'subscription_invoice_payment',
    attributes,
    meta: {
      owner: 'store',
      subscription_id: input.subscriptionId,
      invoice_id: input.invoiceId,
      job_id: rng.uuid(),
      timestamps: {
        created_at: iso(createdAt),
        updated_at: iso(updatedAt),
        ...(success && { payment_taken_at: iso(takenAt) }),
      },
    },
  };
}

/** Time from one payment to the next on the same invoice. */
function gapAfter(rng: Prng, kind: string, metered: boolean): number {
  if (metered) return rng.int(2, 4) * HOUR + rng.int(0, 59) * 60_000;
  // Dunning retries come days apart; a refund follows the charge after about a week.
  return (kind === 'F' ? 3 : rng.int(5, 9)) * DAY + rng.int(0, 600) * 60_000;
}

/**
 * Ids and payments for `subs`, drawing from `rng` in the original order: per subscription its
 * id, then per invoice its id, its first payment time and its payments.
 * @example generateInvoices(createPrng(20260101), LEGACY_SUBSCRIPTIONS, priceOf)
 */
export function generateInvoices(
  rng: Prng,
  subs: readonly SeedSubscription[],
  amountOf: (sub: SeedSubscription) => number,
): { subscriptionIds: string[]; invoices: GeneratedInvoice[] } {
  const subscriptionIds: string[] = [];
  const invoices: GeneratedInvoice[] = [];
  for (const sub of subs) {
    const subscriptionId = rng.uuid();
    subscriptionIds.push(subscriptionId);
    const total = amountOf(sub);
    for (const spec of sub.invoices) {
      const invoiceId = rng.uuid();
      const metered = spec.attempts === 'metered';
      const attempts = metered ? meteredAttempts(rng) : spec.attempts;
      const firstAt = Date.UTC(
        2026,
        spec.month - 1,
        1,
        rng.int(1, 5),
        rng.int(0, 59),
        rng.int(0, 59),
      );
      let createdAt = firstAt + rng.int(0, 999);
      const payments: SimulatorPayment[] = [];
      for (const kind of attempts) {
        // A refund returns a fifth of the charge; a manual transfer settles the whole invoice
        // (recorded twice on one invoice: a case support staff meet).
        const base = metered ? rng.int(200, 25_000) : total;
        const amount = kind === 'R' ? -Math.round(total / 5) : Math.round(base);
        payments.push(payment(rng, { sub, subscriptionId, invoiceId, kind, createdAt, amount }));
        createdAt += gapAfter(rng, kind, metered);
      }
      invoices.push({ sub, subscriptionId, invoiceId, spec, amount: total, payments });
    }
  }
  return { subscriptionIds, invoices };
}

/** Payments made on the same day share that night's payment run, as a real run collects many. */
export function shareNightlyRuns(rng: Prng, invoices: readonly GeneratedInvoice[]): void {
  const runs = new Map<string, string>();
  for (const p of invoices.flatMap((g) => g.payments)) {
    const day = p.meta.timestamps.created_at.slice(0, 10);
    let run = runs.get(day);
    if (!run) {
      run = rng.uuid();
      runs.set(day, run);
    }
    p.meta.job_id = run;
  }
}

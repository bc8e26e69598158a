/**
 * The demo data the product shows when no Elastic Path credentials are configured. It is built
 * to look like a real store and to exercise every display case: five currencies including
 * zero- (JPY) and three-decimal (KWD) ones, several gateways, dunning retries with free-text
 * failure reasons, pending manual payments, refunds as negative amounts, includes_tax
 * true/false/absent, an invoice without payments and one long enough to page through.
 */
import { createPrng, type Prng } from './prng.ts';
import type { SimulatorData, SimulatorPayment } from './types.ts';

type Gateway = 'stripe' | 'braintree' | 'adyen' | 'authorize_net' | 'manual';

/**
 * One character per payment, in time order:
 * S succeeded · F failed · R refund (negative) · P pending manual · M settled manual.
 */
type Attempts = string;

interface SeedInvoice {
  month: number;
  attempts: Attempts;
}

interface SeedSubscription {
  name: string;
  currency: string;
  gateway: Gateway;
  includesTax?: boolean;
  /** Invoice total in minor units. */
  amount: number;
  invoices: SeedInvoice[];
}

const SEED = 20260101;
const METERED_PAYMENTS = 246;
const FAILURE_REASONS = ['Card Failure', 'Insufficient funds', 'Card expired', 'Do not honor'];
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const SUBSCRIPTIONS: SeedSubscription[] = [
  {
    name: 'Acme Cloud',
    currency: 'USD',
    gateway: 'stripe',
    includesTax: false,
    amount: 49_900,
    invoices: [
      { month: 1, attempts: 'FFFSRS' },
      { month: 2, attempts: 'S' },
      { month: 3, attempts: 'FS' },
    ],
  },
  {
    name: 'Globex Media',
    currency: 'EUR',
    gateway: 'adyen',
    includesTax: true,
    amount: 129_900,
    invoices: [
      { month: 1, attempts: 'S' },
      { month: 2, attempts: 'FFS' },
      { month: 3, attempts: '' },
    ],
  },
  {
    name: 'Initech Payroll',
    currency: 'GBP',
    gateway: 'braintree',
    includesTax: true,
    amount: 8_450,
    invoices: [
      { month: 2, attempts: 'S' },
      { month: 3, attempts: 'FP' },
    ],
  },
  {
    name: 'Sakura Learning K.K.',
    currency: 'JPY',
    gateway: 'stripe',
    amount: 49_800,
    invoices: [
      { month: 1, attempts: 'S' },
      { month: 2, attempts: 'FSR' },
    ],
  },
  {
    name: 'Al Bahar Logistics',
    currency: 'KWD',
    gateway: 'manual',
    amount: 12_750,
    invoices: [
      { month: 2, attempts: 'MM' },
      { month: 3, attempts: 'P' },
    ],
  },
  {
    name: 'Northwind Telemetry',
    currency: 'USD',
    gateway: 'authorize_net',
    includesTax: false,
    amount: 1_250,
    // Metered usage charged every few hours: long enough that paging shows.
    invoices: [{ month: 3, attempts: 'metered' }],
  },
];

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

function iso(ms: number): string {
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
 * The deterministic demo store: 6 subscriptions, 13 invoices (one without payments, one with
 * 246 payments), all timestamps in 2026. Every call returns a fresh, identical copy.
 * @example
 * const sim = createSimulator({ data: demoSeed() });
 * sim.invoices[0].label; // "Acme Cloud · USD · 6 payments"
 */
export function demoSeed(): SimulatorData {
  const rng = createPrng(SEED);
  const data: SimulatorPayment[] = [];
  const empty: SimulatorData['empty'] = [];
  const names: Record<string, string> = {};

  for (const sub of SUBSCRIPTIONS) {
    const subscriptionId = rng.uuid();
    names[subscriptionId] = sub.name;
    for (const invoice of sub.invoices) {
      const invoiceId = rng.uuid();
      const metered = invoice.attempts === 'metered';
      const attempts = metered ? meteredAttempts(rng) : invoice.attempts;
      if (attempts === '') empty.push({ subscription_id: subscriptionId, invoice_id: invoiceId });
      const firstAt = Date.UTC(
        2026,
        invoice.month - 1,
        1,
        rng.int(1, 5),
        rng.int(0, 59),
        rng.int(0, 59),
      );
      let createdAt = firstAt + rng.int(0, 999);
      for (const kind of attempts) {
        // Manual transfers arrive in parts; a refund returns a fifth of the charge.
        const base = metered ? rng.int(200, 25_000) : sub.amount / (kind === 'M' ? 2 : 1);
        const amount = kind === 'R' ? -Math.round(sub.amount / 5) : Math.round(base);
        data.push(payment(rng, { sub, subscriptionId, invoiceId, kind, createdAt, amount }));
        createdAt += gapAfter(rng, kind, metered);
      }
    }
  }
  return { data, empty, subscription_names: names };
}

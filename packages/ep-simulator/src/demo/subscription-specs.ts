/**
 * The demo store's subscriptions, one line each: who holds it, what it buys, its lifecycle state
 * and its invoices' payment stories. The first six are the original demo subscriptions: their
 * ids, invoice ids and payments come from the original PRNG stream and must not change (e2e and
 * the benchmark use them). more-subscription-specs.ts adds the other lifecycle states.
 */

export type Gateway = 'stripe' | 'braintree' | 'adyen' | 'authorize_net' | 'manual';

export type Lifecycle =
  | 'active'
  | 'pending-cancel'
  | 'canceled'
  | 'pending-pause'
  | 'paused'
  | 'pending'
  | 'suspended'
  | 'closed'
  | 'inactive';

/**
 * One character per payment, in time order:
 * S succeeded · F failed · R refund (negative) · P pending manual · M settled manual;
 * or 'metered' for the long invoice.
 */
export type Attempts = string;

export interface SeedInvoice {
  /** Billing month of 2026 (1 = January). */
  month: number;
  attempts: Attempts;
  /** Waits for a tax run: tax required, none added yet, so no payment run collected it. */
  taxPending?: boolean;
  /** Generated ahead of its period; payable from the period's start. */
  proForma?: boolean;
  /** Dunning ran out: payment_retries_limit_reached. */
  exhausted?: boolean;
}

export interface SeedSubscription {
  /** Display name, the demo labels' subscription name. */
  name: string;
  account: string;
  subscriber: string;
  offering: string;
  plan: string;
  option: string;
  currency: string;
  gateway: Gateway;
  includesTax?: boolean;
  lifecycle: Lifecycle;
  /** When the lifecycle flag was set (canceled_at, paused_at), when there is one. */
  changedAt?: string;
  endDate?: string;
  goLiveAfter?: string;
  /** Earlier pauses and resumes, as [action, at]. */
  history?: [action: 'pause' | 'resume', at: string][];
  manualPayments?: boolean;
  externalRef: string;
  createdAt: string;
  invoices: SeedInvoice[];
}

/** The original six, in their original order. */
export const LEGACY_SUBSCRIPTIONS: SeedSubscription[] = [
  {
    name: 'Acme Cloud',
    account: 'acme',
    subscriber: 'ron',
    offering: 'cloud',
    plan: 'business',
    option: 'monthly',
    currency: 'USD',
    gateway: 'stripe',
    includesTax: false,
    lifecycle: 'active',
    history: [
      ['pause', '2026-02-10T15:04:05.000Z'],
      ['resume', '2026-02-14T09:30:00.000Z'],
    ],
    externalRef: 'acme-cloud-001',
    createdAt: '2025-12-20T10:00:00.000Z',
    invoices: [
      { month: 1, attempts: 'FFFSRS' },
      { month: 2, attempts: 'S' },
      { month: 3, attempts: 'FS' },
    ],
  },
  {
    name: 'Globex Media',
    account: 'globex',
    subscriber: 'hank',
    offering: 'media',
    plan: 'studio',
    option: 'monthly',
    currency: 'EUR',
    gateway: 'adyen',
    includesTax: true,
    lifecycle: 'active',
    externalRef: 'globex-media-eu',
    createdAt: '2025-12-15T08:00:00.000Z',
    invoices: [
      { month: 1, attempts: 'S' },
      { month: 2, attempts: 'FFS' },
      { month: 3, attempts: '', taxPending: true },
    ],
  },
  {
    name: 'Initech Payroll',
    account: 'initech',
    subscriber: 'bill',
    offering: 'payroll',
    plan: 'small',
    option: 'monthly',
    currency: 'GBP',
    gateway: 'braintree',
    includesTax: true,
    lifecycle: 'pending-cancel',
    changedAt: '2026-03-28T11:15:00.000Z',
    endDate: '2026-04-30T23:59:59.000Z',
    externalRef: 'initech-payroll',
    createdAt: '2026-01-20T12:00:00.000Z',
    invoices: [
      { month: 2, attempts: 'S' },
      { month: 3, attempts: 'FP' },
    ],
  },
  {
    name: 'Sakura Learning K.K.',
    account: 'sakura',
    subscriber: 'yuki',
    offering: 'learning',
    plan: 'team',
    option: 'monthly',
    currency: 'JPY',
    gateway: 'stripe',
    lifecycle: 'paused',
    changedAt: '2026-03-02T03:00:00.000Z',
    externalRef: 'sakura-team-jp',
    createdAt: '2025-12-28T01:00:00.000Z',
    invoices: [
      { month: 1, attempts: 'S' },
      { month: 2, attempts: 'FSR' },
    ],
  },
  {
    name: 'Al Bahar Logistics',
    account: 'albahar',
    subscriber: 'fatima',
    offering: 'logistics',
    plan: 'fleet',
    option: 'monthly',
    currency: 'KWD',
    gateway: 'manual',
    lifecycle: 'active',
    manualPayments: true,
    externalRef: 'albahar-fleet',
    createdAt: '2026-01-25T06:00:00.000Z',
    invoices: [
      { month: 2, attempts: 'MM' },
      { month: 3, attempts: 'P' },
    ],
  },
  {
    name: 'Northwind Telemetry',
    account: 'northwind',
    subscriber: 'nancy',
    offering: 'telemetry',
    plan: 'metered',
    option: 'monthly',
    currency: 'USD',
    gateway: 'authorize_net',
    includesTax: false,
    lifecycle: 'active',
    externalRef: 'northwind-telemetry',
    createdAt: '2026-02-20T17:00:00.000Z',
    // Metered usage charged every few hours: long enough that paging shows.
    invoices: [{ month: 3, attempts: 'metered' }],
  },
];

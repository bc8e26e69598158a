/**
 * The simulator's public types. Other packages (the BFF, e2e, bench) code against these names,
 * so they change only together with their callers.
 */
import type {
  DemoInvoice as ContractDemoInvoice,
  SubscriptionStatusLabel,
  UpstreamAccount,
  UpstreamAccountMember,
  UpstreamAccountMembership,
  UpstreamDunningRule,
  UpstreamInvoice,
  UpstreamJob,
  UpstreamPayment,
  UpstreamPlan,
  UpstreamPricingOption,
  UpstreamSchedule,
  UpstreamSubscriber,
  UpstreamSubscription,
  UpstreamSubscriptionState,
} from '@pc/contract';
import type { Hono } from 'hono';
import type { FaultTarget, RouteKey } from './fault-targets.ts';
import type { Fault } from './faults.ts';

export type { FaultTarget, RouteKey } from './fault-targets.ts';
export type { Fault } from './faults.ts';

/**
 * A payment resource as docs/upstream/payments-api.md#payment-resource describes it, with the int64 amount as a digit string: the
 * contract's parsed payment (the simulator writes what the BFF reads).
 */
export type SimulatorPayment = UpstreamPayment;

/** An invoice the simulator knows although no payment is recorded against it. */
export interface EmptyInvoice {
  subscription_id: string;
  invoice_id: string;
}

/*
 * The navigation resources in the simulator's form: the contract's parsed output, so int64
 * amounts are digit strings. The simulator writes them as the spec's shape (spec mode) and
 * applies the real service's quirks on the way out (realistic mode).
 */
export type SimulatorAccount = UpstreamAccount;
export type SimulatorAccountMember = UpstreamAccountMember;
export type SimulatorAccountMembership = UpstreamAccountMembership;
export type SimulatorSubscriber = UpstreamSubscriber;
export type SimulatorSubscription = UpstreamSubscription;
export type SimulatorSubscriptionState = UpstreamSubscriptionState;
export type SimulatorInvoice = UpstreamInvoice;
export type SimulatorJob = UpstreamJob;
export type SimulatorDunningRule = UpstreamDunningRule;
export type SimulatorSchedule = UpstreamSchedule;
export type SimulatorPlan = UpstreamPlan;
export type SimulatorPricingOption = UpstreamPricingOption;

/** What `include=plans,pricing_options` can add for a subscription of this offering. */
export interface SimulatorOffering {
  plans: SimulatorPlan[];
  pricing_options: SimulatorPricingOption[];
}

/**
 * Everything the simulator serves. Payments are `data`; an invoice is known from its payments,
 * `empty` and `invoices`. Every navigation key is optional, so today's `{data, empty}` data
 * still works: an invoice without a resource in `invoices` gets one derived from its payments.
 */
export interface SimulatorData {
  data: SimulatorPayment[];
  empty: EmptyInvoice[];
  /** Display names by subscription id, used only for the demo labels. */
  subscription_names?: Record<string, string>;
  /** Subscriptions whose invoices the demo invoice list leaves out (a bulk no one picks from). */
  unlisted_subscriptions?: string[];
  accounts?: SimulatorAccount[];
  /** Shoppers who log in (docs/upstream/navigation.md#account-members); a subscriber need not have one. */
  account_members?: SimulatorAccountMember[];
  /** Each member's memberships, by member id: the accounts the member belongs to. */
  account_memberships?: Record<string, SimulatorAccountMembership[]>;
  subscribers?: SimulatorSubscriber[];
  subscriptions?: SimulatorSubscription[];
  /** Lifecycle history by subscription id (a state names no subscription itself). */
  states?: Record<string, SimulatorSubscriptionState[]>;
  /** Plans and pricing options by offering id. */
  offerings?: Record<string, SimulatorOffering>;
  invoices?: SimulatorInvoice[];
  jobs?: SimulatorJob[];
  dunning_rules?: SimulatorDunningRule[];
  schedules?: SimulatorSchedule[];
}

export interface SimulatorOptions {
  /** Default 'demo-client-id'. */
  clientId?: string;
  /** Default 'demo-client-secret'. */
  clientSecret?: string;
  /** Token lifetime in seconds, default 3600. */
  tokenTtlSeconds?: number;
  /** The store's page length, used when a request has no page[limit]; default 25 (docs/upstream/payments-api.md#limits). */
  pageLength?: number;
  /** Behave like the real service (docs/upstream/real-service.md#realistic-mode-quirks): no meta on Subscriptions lists, odd links, … */
  realistic?: boolean;
  /** With the default demo seed: add its dunning backlog of 300 outstanding invoices (demo/dunning-backlog.ts). */
  backlog?: boolean;
  /** Default: the demo seed. */
  data?: SimulatorData;
  /** Clock in ms, default Date.now; drives token expiry, `maxPerSecond` and the demo status labels. */
  now?: () => number;
  /** Initial latency added to every response, default 0. */
  latencyMs?: number;
}

export interface RecordedRequest {
  method: string;
  url: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
}

/** A demo invoice as the BFF's app info lists it, and how many payments it has. */
export interface DemoInvoice extends ContractDemoInvoice {
  payments: number;
}

/** A request that would change upstream data (any method but GET and HEAD under /v2). */
export interface WriteRequest {
  method: string;
  path: string;
}

export interface DemoAccountEntry {
  id: string;
  name: string;
  legalName: string | null;
  externalRef: string | null;
}

export interface DemoSubscriberEntry {
  id: string;
  accountId: string;
  /** The account's name, '' when the account is unknown. */
  company: string;
  name: string;
  email: string;
}

export interface DemoSubscriptionEntry {
  id: string;
  accountId: string;
  company: string;
  /** e.g. "Acme Cloud" (subscription_names) or "Cloud Platform · USD". */
  label: string;
  status: SubscriptionStatusLabel;
  externalRef: string | null;
  currency: string;
}

/** What a support person would say about the invoice. */
export type DemoInvoiceState =
  | 'paid'
  | 'unpaid'
  | 'retries-exhausted'
  | 'tax-pending'
  | 'pro-forma'
  | 'manual-pending';

export interface DemoInvoiceEntry {
  id: string;
  subscriptionId: string;
  subscriberId: string | null;
  /** e.g. "Acme Cloud · #1 · 2026-01 · paid". */
  label: string;
  state: DemoInvoiceState;
  payments: number;
}

export interface DemoDirectory {
  accounts: DemoAccountEntry[];
  subscribers: DemoSubscriberEntry[];
  subscriptions: DemoSubscriptionEntry[];
  invoices: DemoInvoiceEntry[];
}

export interface SimulatorCounters {
  tokenRequests: number;
  /** Payment lists, on either path (nested or invoice-only). */
  listRequests: number;
  /** Every GET or HEAD the simulator received (any path but the token's). */
  getRequests: number;
  /** Per route, e.g. `{ 'invoices.get': 2, 'payments.list': 5 }`; unknown paths as `unknown`. */
  requestsByRoute: Partial<Record<RouteKey | 'unknown', number>>;
  /** Requests with any method but GET or HEAD to a Subscriptions or Accounts path. */
  writeRequests: number;
  /** The last 500 of them, oldest first. */
  writes: WriteRequest[];
  /** The most requests (token included) the simulator was answering at once. */
  maxInFlight: number;
  /** The most requests (token included) that arrived within any 1000 ms, on the simulator's clock. */
  maxPerSecond: number;
  /**
   * The longest chain of requests (token included) each of which arrived after the one before it
   * was answered: the round trips a caller waited for one after another. Parallel calls count once.
   */
  roundTrips: number;
}

export interface ListeningSimulator {
  /** e.g. http://127.0.0.1:4010 (no trailing slash). */
  url: string;
  close(): Promise<void>;
}

export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface Simulator {
  app: Hono;
  /** fetch-compatible, no network; rejects with the signal's reason when `init.signal` aborts. */
  fetch: FetchLike;
  /** The next `times` (default 1) requests to `target` get `fault`, in the order injected. */
  inject(target: FaultTarget, fault: Fault, times?: number): void;
  setLatency(ms: number): void;
  /** Every token issued so far becomes unknown (401). */
  revokeTokens(): void;
  /**
   * The invoice is paid from now on (outstanding false), as when a customer pays outside the
   * gateway: its payments stay as they were. False for an invoice the data does not have.
   */
  markPaid(invoiceId: string): boolean;
  /** Every request that reached the endpoint, faults included. */
  counters: SimulatorCounters;
  /** The last 500 requests, oldest first. */
  requests: RecordedRequest[];
  /** Clears faults, counters, requests and latency; keeps tokens and data. */
  reset(): void;
  credentials: { clientId: string; clientSecret: string };
  invoices: DemoInvoice[];
  /** The data's accounts, subscribers, subscriptions and invoices with labels, to find demo objects. */
  demo: DemoDirectory;
  listen(opts?: { port?: number; host?: string }): Promise<ListeningSimulator>;
}

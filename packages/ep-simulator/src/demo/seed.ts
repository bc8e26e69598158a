/**
 * The demo data the product shows when no Elastic Path credentials are configured. It is built
 * to look like a real store and to exercise every display case: companies with several
 * subscribers, subscriptions in every lifecycle state, offerings priced in five currencies
 * including zero- (JPY) and three-decimal (KWD) ones, several gateways, invoices paid, unpaid
 * with retries left or exhausted, waiting for tax and pro forma, dunning retries with free-text
 * failure reasons, pending manual payments, refunds as negative amounts, includes_tax
 * true/false/absent, an invoice without payments and one long enough to page through.
 */

import { createPrng } from '../prng.ts';
import type { SimulatorData } from '../types.ts';
import { buildAccountMembers } from './account-members.ts';
import { buildCustomers } from './accounts-and-subscribers.ts';
import { dunningBacklog } from './dunning-backlog.ts';
import { buildInvoices } from './invoices.ts';
import {
  billingAndTaxRuns,
  dunningRules,
  paymentRuns,
  schedules,
} from './jobs-dunning-rules-schedules.ts';
import { MORE_SUBSCRIPTIONS } from './more-subscription-specs.ts';
import { buildCatalog, catalogPrice } from './offerings.ts';
import { generateInvoices, shareNightlyRuns } from './payments.ts';
import { LEGACY_SUBSCRIPTIONS, type SeedSubscription } from './subscription-specs.ts';
import { buildSubscriptions } from './subscriptions.ts';

/** The seed's "today": every lifecycle label and estimate of the demo reads right at this time. */
export const DEMO_NOW = '2026-04-07T12:00:00.000Z';

/** The original stream: the first six subscriptions' ids and payments depend on it. */
const SEED = 20260101;
/** Everything added for navigation draws from its own stream, leaving the original untouched. */
const NAVIGATION_SEED = 20260102;
/** Account members came later still: their own stream, so no earlier id moves. */
const MEMBERS_SEED = 20260103;
const CATALOG_AT = '2025-10-01T09:00:00.000Z';

const amountOf = (s: SeedSubscription) => catalogPrice(s.offering, s.plan, s.option, s.currency);

/**
 * The deterministic demo store: 8 accounts, 10 subscribers (5 of them with an account member),
 * 13 subscriptions (the original 6
 * keep their ids and their 13 invoices, one without payments, one with 246), 23 invoices, every
 * job a payment names, dunning rules and schedules; all timestamps in 2025–2026. Every call
 * returns a fresh, identical copy.
 * @example
 * const sim = createSimulator({ data: demoSeed() });
 * sim.invoices[0].label; // "Acme Cloud · USD · 6 payments"
 */
export function demoSeed(options: DemoSeedOptions = {}): SimulatorData {
  const legacy = generateInvoices(createPrng(SEED), LEGACY_SUBSCRIPTIONS, amountOf);
  const rng = createPrng(NAVIGATION_SEED);
  const more = generateInvoices(rng, MORE_SUBSCRIPTIONS, amountOf);
  shareNightlyRuns(rng, more.invoices);
  const catalog = buildCatalog(rng, CATALOG_AT);
  const customers = buildCustomers(rng);
  const specs = [...LEGACY_SUBSCRIPTIONS, ...MORE_SUBSCRIPTIONS];
  const ids = [...legacy.subscriptionIds, ...more.subscriptionIds];
  const { subscriptions, states } = buildSubscriptions(rng, specs, ids, catalog, customers);
  const generated = [...legacy.invoices, ...more.invoices];
  const invoices = buildInvoices(generated, catalog, customers);
  const data = generated.flatMap((g) => g.payments);
  const members = buildAccountMembers(createPrng(MEMBERS_SEED), customers.subscribers);
  const plain: SimulatorData = {
    data,
    // Invoices without payments are known from `invoices`; `empty` keeps the original one.
    empty: legacy.invoices
      .filter((g) => g.payments.length === 0)
      .map((g) => ({ subscription_id: g.subscriptionId, invoice_id: g.invoiceId })),
    subscription_names: Object.fromEntries(specs.map((s, i) => [ids[i], s.name])),
    accounts: customers.accounts,
    subscribers: customers.subscribers,
    account_members: members.members,
    account_memberships: members.memberships,
    subscriptions,
    states,
    offerings: catalog.offerings,
    invoices,
    jobs: [...paymentRuns(data), ...billingAndTaxRuns(rng, invoices)],
    dunning_rules: dunningRules(rng),
    schedules: schedules(rng),
  };
  return options.backlog ? withBacklog(plain, dunningBacklog(catalog)) : plain;
}

export interface DemoSeedOptions {
  /** Add the dunning backlog: 300 more outstanding invoices under 100 more subscribers (dunning-backlog.ts). */
  backlog?: boolean;
}

const joined = <T>(a: T[] | undefined, b: T[] | undefined): T[] => [...(a ?? []), ...(b ?? [])];

function withBacklog(plain: SimulatorData, backlog: SimulatorData): SimulatorData {
  return {
    ...plain,
    data: joined(plain.data, backlog.data),
    subscription_names: { ...plain.subscription_names, ...backlog.subscription_names },
    unlisted_subscriptions: joined(plain.unlisted_subscriptions, backlog.unlisted_subscriptions),
    accounts: joined(plain.accounts, backlog.accounts),
    subscribers: joined(plain.subscribers, backlog.subscribers),
    subscriptions: joined(plain.subscriptions, backlog.subscriptions),
    states: { ...plain.states, ...backlog.states },
    invoices: joined(plain.invoices, backlog.invoices),
    jobs: joined(plain.jobs, backlog.jobs),
  };
}

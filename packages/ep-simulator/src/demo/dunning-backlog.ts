/**
 * A dunning backlog: 20 companies, 100 subscribers with one monthly subscription each, and three
 * outstanding invoices per subscription (January to March 2026), 300 in all, in every state a
 * support lead's "needs attention" list shows and with decline reasons from every category of
 * the decline table. It exists so that paging through the store's outstanding invoices (100 a
 * page) and the cost of reading them are exercised in tests and in the bench.
 *
 * It is opt-in (`demoSeed({ backlog: true })`): the plain demo store keeps its 13 subscriptions,
 * its search results and its home-page list of demo invoices as they are. It draws from its own
 * PRNG stream, so no id of the plain demo store moves, and its invoices are left out of the demo
 * invoice list (`unlisted_subscriptions`): nobody picks one of 300 from a home page.
 */
import { createPrng, type Prng } from '../prng.ts';
import type { SimulatorData } from '../types.ts';
import { buildCustomers, type CustomerSpec } from './accounts-and-subscribers.ts';
import { buildInvoices } from './invoices.ts';
import { paymentRuns } from './jobs-dunning-rules-schedules.ts';
import { type BuiltCatalog, catalogPrice } from './offerings.ts';
import { generateInvoices, shareNightlyRuns } from './payments.ts';
import type { SeedInvoice, SeedSubscription } from './subscription-specs.ts';
import { buildSubscriptions } from './subscriptions.ts';

const BACKLOG_SEED = 20260104;
export const BACKLOG_COMPANIES = 20;
export const BACKLOG_PEOPLE_PER_COMPANY = 5;

const COMPANIES = [
  'Juniper Works',
  'Quartzline Media',
  'Redwood Analytics',
  'Saffron Kitchens',
  'Tundra Outfitters',
  'Umberfield Labs',
  'Violetta Design',
  'Willowbrook Clinics',
  'Yarrow Gardens',
  'Zephyr Aviation',
  'Birchwood Studios',
  'Cedarline Freight',
  'Deltaport Marine',
  'Emberlight Energy',
  'Fjordvik Seafood',
  'Garnet Hill Realty',
  'Heronsgate Legal',
  'Ironbark Timber',
  'Kestrel Optics',
  'Larkspur Florists',
];
const GIVEN = ['Amara', 'Bastian', 'Cosima', 'Dario', 'Elodie', 'Fintan', 'Greta', 'Hamish'];
const FAMILY = ['Okafor', 'Lindqvist', 'Moreau', 'Nakamura', 'Oyelaran', 'Petrakis', 'Quist'];

/** Monthly plans the demo catalog prices, with the gateway and tax the plain demo store uses. */
const PLANS: readonly Omit<
  SeedSubscription,
  'name' | 'account' | 'subscriber' | 'lifecycle' | 'externalRef' | 'createdAt' | 'invoices'
>[] = [
  {
    offering: 'cloud',
    plan: 'business',
    option: 'monthly',
    currency: 'USD',
    gateway: 'stripe',
    includesTax: false,
  },
  {
    offering: 'media',
    plan: 'studio',
    option: 'monthly',
    currency: 'EUR',
    gateway: 'adyen',
    includesTax: true,
  },
  {
    offering: 'payroll',
    plan: 'small',
    option: 'monthly',
    currency: 'GBP',
    gateway: 'braintree',
    includesTax: true,
  },
  { offering: 'learning', plan: 'team', option: 'monthly', currency: 'JPY', gateway: 'stripe' },
  { offering: 'logistics', plan: 'customs', option: 'monthly', currency: 'KWD', gateway: 'stripe' },
  {
    offering: 'loyalty',
    plan: 'basic',
    option: 'monthly',
    currency: 'USD',
    gateway: 'stripe',
    includesTax: false,
  },
];

const F11 = 'FFFFFFFFFFF';
/**
 * Three invoices' stories (January, February, March); within a story the payment counts differ,
 * so every demo label stays unique. S: retries exhausted (flagged), A: every attempt made but
 * not flagged, F…: failing, P: a manual payment pending, T: awaiting tax, '': not yet attempted.
 */
const STORIES: readonly (readonly SeedInvoice[])[] = [
  [
    { month: 1, attempts: F11, exhausted: true },
    { month: 2, attempts: 'FFFF' },
    { month: 3, attempts: 'F' },
  ],
  [
    { month: 1, attempts: 'FFFFFF' },
    { month: 2, attempts: 'FF' },
    { month: 3, attempts: '', taxPending: true },
  ],
  [
    { month: 1, attempts: F11, exhausted: true },
    { month: 2, attempts: 'FP' },
    { month: 3, attempts: '' },
  ],
  [
    { month: 1, attempts: F11 },
    { month: 2, attempts: 'FFF' },
    { month: 3, attempts: '' },
  ],
  [
    { month: 1, attempts: 'FFFFFFF' },
    { month: 2, attempts: 'FFP' },
    { month: 3, attempts: 'F' },
  ],
];

/** Reasons as gateways write them, one per decline-table category (and one it does not know). */
export const BACKLOG_REASONS = [
  'Insufficient funds',
  'expired_card',
  'Do not honor',
  'processing_error',
  'Processor Declined - Fraud Suspected',
  'authentication_required',
  'card_not_supported',
  'Card Failure',
  'Gateway reference 4711',
];

function companies(rng: Prng): CustomerSpec[] {
  return COMPANIES.slice(0, BACKLOG_COMPANIES).map((name, c) => {
    const key = `backlog-${c}`;
    const domain = `${name.toLowerCase().replace(/[^a-z]/g, '')}.example`;
    const createdAt = `2025-11-${String(1 + c).padStart(2, '0')}T09:00:00.000Z`;
    return {
      key,
      name,
      legalName: `${name} Ltd`,
      registrationId: null,
      externalRef: `crm-backlog-${String(c + 1).padStart(3, '0')}`,
      createdAt,
      people: Array.from({ length: BACKLOG_PEOPLE_PER_COMPANY }, (_, p) => {
        const given = rng.pick(GIVEN);
        const family = rng.pick(FAMILY);
        return {
          key: `${key}-${p}`,
          name: `${given} ${family}`,
          email: `${given}.${family}+${c}.${p}@${domain}`.toLowerCase(),
        };
      }),
    };
  });
}

/**
 * The backlog's customers, subscriptions, invoices and payments, priced from `catalog` (the
 * plain demo store's, so offerings and plans are shared).
 * @example dunningBacklog(catalog).invoices?.filter((i) => i.attributes.outstanding).length // 300
 */
export function dunningBacklog(catalog: BuiltCatalog): SimulatorData {
  const rng = createPrng(BACKLOG_SEED);
  const specs = companies(rng);
  const customers = buildCustomers(rng, specs);
  const subs: SeedSubscription[] = specs.flatMap((company, c) =>
    company.people.map((person, p): SeedSubscription => {
      const n = c * BACKLOG_PEOPLE_PER_COMPANY + p;
      const plan = PLANS[n % PLANS.length] ?? PLANS[0];
      if (!plan) throw new Error('dunning backlog: no plans');
      return {
        ...plan,
        name: `${company.name} ${plan.offering} ${p + 1}`,
        account: company.key,
        subscriber: person.key,
        lifecycle: 'active',
        externalRef: `backlog-${String(n + 1).padStart(3, '0')}`,
        createdAt: '2025-12-15T10:00:00.000Z',
        invoices: [...(STORIES[n % STORIES.length] ?? [])],
      };
    }),
  );
  const generated = generateInvoices(rng, subs, (s) =>
    catalogPrice(s.offering, s.plan, s.option, s.currency),
  );
  // One reason per invoice: a card that fails fails the same way at each retry.
  for (const invoice of generated.invoices) {
    const reason = rng.pick(BACKLOG_REASONS);
    for (const p of invoice.payments)
      if (p.attributes.failure_detail) p.attributes.failure_detail = { reason };
  }
  shareNightlyRuns(rng, generated.invoices);
  const { subscriptions, states } = buildSubscriptions(
    rng,
    subs,
    generated.subscriptionIds,
    catalog,
    customers,
  );
  const payments = generated.invoices.flatMap((g) => g.payments);
  return {
    data: payments,
    empty: [],
    subscription_names: Object.fromEntries(
      subs.map((s, i) => [generated.subscriptionIds[i], s.name]),
    ),
    unlisted_subscriptions: generated.subscriptionIds,
    accounts: customers.accounts,
    subscribers: customers.subscribers,
    subscriptions,
    states,
    invoices: buildInvoices(generated.invoices, catalog, customers),
    jobs: paymentRuns(payments),
  };
}

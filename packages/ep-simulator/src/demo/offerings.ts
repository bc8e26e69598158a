/**
 * The demo store's offerings: plans and pricing options priced in USD, EUR, GBP, JPY and KWD,
 * each subscription's price being its invoices' total. Ids come from the seed's PRNG.
 */
import type { Prng } from '../prng.ts';
import type { SimulatorOffering, SimulatorSubscription } from '../types.ts';

type Interval = 'month' | 'year';

interface CatalogOffering {
  key: string;
  name: string;
  description: string;
  plans: { key: string; name: string; sku: string }[];
  options: { key: string; name: string; interval: Interval; end: 'close' | 'roll' }[];
  /** `plan/option` → currency → minor units. */
  prices: Record<string, Record<string, number>>;
}

export const CATALOG: CatalogOffering[] = [
  {
    key: 'cloud',
    name: 'Cloud Platform',
    description: 'Managed hosting with support',
    plans: [
      { key: 'business', name: 'Business', sku: 'CLOUD-BIZ' },
      { key: 'standard', name: 'Standard', sku: 'CLOUD-STD' },
    ],
    options: [
      { key: 'monthly', name: 'Monthly', interval: 'month', end: 'roll' },
      { key: 'annual', name: 'Annual', interval: 'year', end: 'close' },
    ],
    prices: {
      'business/monthly': { USD: 49_900, EUR: 46_900, GBP: 39_900 },
      'standard/annual': { EUR: 189_000, USD: 199_000 },
    },
  },
  {
    key: 'media',
    name: 'Media Suite',
    description: 'Streaming, editing and archive',
    plans: [
      { key: 'studio', name: 'Studio', sku: 'MEDIA-STUDIO' },
      { key: 'archive', name: 'Archive', sku: 'MEDIA-ARCHIVE' },
    ],
    options: [{ key: 'monthly', name: 'Monthly', interval: 'month', end: 'roll' }],
    prices: {
      'studio/monthly': { EUR: 129_900, USD: 139_900 },
      'archive/monthly': { EUR: 24_900, GBP: 21_900 },
    },
  },
  {
    key: 'payroll',
    name: 'Payroll Service',
    description: 'Payroll runs and filings',
    plans: [
      { key: 'small', name: 'Up to 50 staff', sku: 'PAY-50' },
      { key: 'large', name: 'Up to 250 staff', sku: 'PAY-250' },
    ],
    options: [{ key: 'monthly', name: 'Monthly', interval: 'month', end: 'roll' }],
    prices: { 'small/monthly': { GBP: 8_450, EUR: 9_900 }, 'large/monthly': { GBP: 29_500 } },
  },
  {
    key: 'learning',
    name: 'Learning Library',
    description: 'Courses for teams',
    plans: [
      { key: 'team', name: 'Team', sku: 'LEARN-TEAM' },
      { key: 'corporate', name: 'Corporate', sku: 'LEARN-CORP' },
    ],
    options: [
      { key: 'monthly', name: 'Monthly', interval: 'month', end: 'roll' },
      { key: 'annual', name: 'Annual', interval: 'year', end: 'close' },
    ],
    prices: {
      'team/monthly': { JPY: 49_800, USD: 39_900 },
      'corporate/annual': { JPY: 1_200_000 },
    },
  },
  {
    key: 'logistics',
    name: 'Logistics Hub',
    description: 'Fleet and customs tooling',
    plans: [
      { key: 'fleet', name: 'Fleet', sku: 'LOG-FLEET' },
      { key: 'customs', name: 'Customs Portal', sku: 'LOG-CUSTOMS' },
    ],
    options: [{ key: 'monthly', name: 'Monthly', interval: 'month', end: 'roll' }],
    prices: { 'fleet/monthly': { KWD: 12_750, USD: 41_500 }, 'customs/monthly': { KWD: 3_125 } },
  },
  {
    key: 'telemetry',
    name: 'Telemetry',
    description: 'Metered device telemetry',
    plans: [
      { key: 'metered', name: 'Metered', sku: 'TEL-METER' },
      { key: 'fleet-plus', name: 'Fleet Plus', sku: 'TEL-FLEET' },
    ],
    options: [
      { key: 'monthly', name: 'Monthly', interval: 'month', end: 'roll' },
      { key: 'annual', name: 'Annual', interval: 'year', end: 'close' },
    ],
    prices: { 'metered/monthly': { USD: 1_250 }, 'fleet-plus/annual': { USD: 150_000 } },
  },
  {
    key: 'loyalty',
    name: 'Loyalty Program',
    description: 'Points and rewards for shoppers',
    plans: [{ key: 'basic', name: 'Basic', sku: 'LOYAL-BASIC' }],
    options: [{ key: 'monthly', name: 'Monthly', interval: 'month', end: 'roll' }],
    prices: { 'basic/monthly': { USD: 2_999 } },
  },
];

/**
 * A price from the catalog, in minor units.
 * @example catalogPrice('cloud', 'business', 'monthly', 'USD') // 49900
 */
export function catalogPrice(
  offering: string,
  plan: string,
  option: string,
  currency: string,
): number {
  const amount = CATALOG.find((o) => o.key === offering)?.prices[`${plan}/${option}`]?.[currency];
  if (amount === undefined)
    throw new Error(`demo catalog: no ${currency} price for ${offering} ${plan}/${option}`);
  return amount;
}

/** Ids and resources of the built catalog, looked up by the keys above. */
export interface BuiltCatalog {
  offerings: Record<string, SimulatorOffering>;
  offering(key: string): SimulatorSubscription['attributes']['offering'];
  planId(offering: string, plan: string): string;
  optionId(offering: string, option: string): string;
  interval(offering: string, option: string): Interval;
  price(offering: string, plan: string, option: string, currency: string): number;
  describe(offering: string, plan: string, option: string): string;
}

function lookup<T extends { key: string }>(items: T[], key: string, what: string): T {
  const found = items.find((i) => i.key === key);
  if (!found) throw new Error(`demo catalog: no ${what} ${key}`);
  return found;
}

/**
 * Builds the catalog's resources with ids from `rng`, all created at `createdAt`.
 * @example buildCatalog(rng, '2025-11-01T09:00:00.000Z').price('cloud', 'business', 'monthly', 'USD') // 49900
 */
export function buildCatalog(rng: Prng, createdAt: string): BuiltCatalog {
  const ids = new Map<string, string>();
  const id = (key: string) => {
    let value = ids.get(key);
    if (!value) {
      value = rng.uuid();
      ids.set(key, value);
    }
    return value;
  };
  const owned = {
    owner: 'store' as const,
    timestamps: { created_at: createdAt, updated_at: createdAt },
  };
  const offerings: Record<string, SimulatorOffering> = {};
  for (const o of CATALOG) {
    const plans = o.plans.map((p) => {
      const price: Record<string, { amount: string; includes_tax: boolean }> = {};
      for (const [pair, byCurrency] of Object.entries(o.prices))
        if (pair.startsWith(`${p.key}/`))
          for (const [currency, amount] of Object.entries(byCurrency))
            price[currency] ??= { amount: String(amount), includes_tax: false };
      return {
        id: id(`${o.key}/plan/${p.key}`),
        type: 'subscription_offering_plan' as const,
        attributes: { name: p.name, sku: p.sku, price },
        meta: { ...owned },
      };
    });
    const pricing_options = o.options.map((opt) => {
      const prices: Record<
        string,
        { price: Record<string, { amount: string; includes_tax: boolean }> }
      > = {};
      for (const p of o.plans) {
        const byCurrency = o.prices[`${p.key}/${opt.key}`];
        if (!byCurrency) continue;
        const price: Record<string, { amount: string; includes_tax: boolean }> = {};
        for (const [currency, amount] of Object.entries(byCurrency))
          price[currency] = { amount: String(amount), includes_tax: false };
        prices[id(`${o.key}/plan/${p.key}`)] = { price };
      }
      return {
        id: id(`${o.key}/option/${opt.key}`),
        type: 'subscription_offering_pricing_option' as const,
        attributes: {
          name: opt.name,
          billing_interval_type: opt.interval,
          billing_frequency: 1,
          plan_length: 1,
          end_behavior: opt.end,
          can_pause: true,
          can_resume: true,
          can_cancel: true,
        },
        meta: { ...owned, prices },
      };
    });
    offerings[id(o.key)] = { plans, pricing_options };
  }
  return {
    offerings,
    offering: (key) => {
      const o = lookup(CATALOG, key, 'offering');
      return {
        id: id(o.key),
        type: 'subscription_offering',
        attributes: {
          name: o.name,
          description: o.description,
          created_at: createdAt,
          updated_at: createdAt,
        },
        meta: { external_plan_refs: o.plans.map((p) => p.sku), ...owned },
      };
    },
    planId: (o, p) =>
      id(`${o}/plan/${lookup(lookup(CATALOG, o, 'offering').plans, p, 'plan').key}`),
    optionId: (o, opt) =>
      id(`${o}/option/${lookup(lookup(CATALOG, o, 'offering').options, opt, 'option').key}`),
    interval: (o, opt) => lookup(lookup(CATALOG, o, 'offering').options, opt, 'option').interval,
    price: catalogPrice,
    describe: (o, p, opt) => {
      const offering = lookup(CATALOG, o, 'offering');
      return `${offering.name} · ${lookup(offering.plans, p, 'plan').name} (${lookup(offering.options, opt, 'option').name})`;
    },
  };
}

/**
 * Reading and checking simulator data: the EP_SIMULATOR_DATA fixture file and data handed to
 * createSimulator. Both go through the contract's upstream schemas, so a fixture the simulator
 * accepts is one the BFF must accept too, and a mistake is reported with the file and the field.
 */
import { readFileSync } from 'node:fs';
import {
  normalizePayment,
  parseExactJson,
  upstreamAccountMemberSchema,
  upstreamAccountMembershipSchema,
  upstreamAccountSchema,
  upstreamDunningRuleSchema,
  upstreamInvoiceSchema,
  upstreamJobSchema,
  upstreamPaymentSchema,
  upstreamPlanSchema,
  upstreamPricingOptionSchema,
  upstreamScheduleSchema,
  upstreamSubscriberSchema,
  upstreamSubscriptionSchema,
  upstreamSubscriptionStateSchema,
  uuidSchema,
} from '@pc/contract';
import { z } from 'zod';
import type { EmptyInvoice, SimulatorData } from './types.ts';
import { amountsToWire } from './wire.ts';

/**
 * Data that cannot be served, with `source` (a file path or "options.data") in the message.
 * @example
 * try {
 *   loadSimulatorData(path);
 * } catch (error) {
 *   if (error instanceof SimulatorDataError) console.error(error.message);
 * }
 */
export class SimulatorDataError extends Error {
  override name = 'SimulatorDataError';
}

const emptyInvoiceSchema = z.object({ subscription_id: uuidSchema, invoice_id: uuidSchema });

/** Today's `{data, empty}` plus the navigation resources, every one optional. */
const fixtureSchema = z.object({
  data: z.array(upstreamPaymentSchema),
  empty: z.array(emptyInvoiceSchema).optional(),
  subscription_names: z.record(z.string(), z.string()).optional(),
  unlisted_subscriptions: z.array(uuidSchema).optional(),
  accounts: z.array(upstreamAccountSchema).optional(),
  account_members: z.array(upstreamAccountMemberSchema).optional(),
  account_memberships: z.record(uuidSchema, z.array(upstreamAccountMembershipSchema)).optional(),
  subscribers: z.array(upstreamSubscriberSchema).optional(),
  subscriptions: z.array(upstreamSubscriptionSchema).optional(),
  states: z.record(uuidSchema, z.array(upstreamSubscriptionStateSchema)).optional(),
  offerings: z
    .record(
      uuidSchema,
      z.object({
        plans: z.array(upstreamPlanSchema),
        pricing_options: z.array(upstreamPricingOptionSchema),
      }),
    )
    .optional(),
  invoices: z.array(upstreamInvoiceSchema).optional(),
  jobs: z.array(upstreamJobSchema).optional(),
  dunning_rules: z.array(upstreamDunningRuleSchema).optional(),
  schedules: z.array(upstreamScheduleSchema).optional(),
});

const RESOURCE_KEYS = [
  'accounts',
  'account_members',
  'subscribers',
  'subscriptions',
  'invoices',
  'jobs',
  'dunning_rules',
  'schedules',
] as const;

/** The first id used twice within one kind of resource, as `invoices[4].id: duplicate …`. */
function duplicateId(
  data: Partial<Record<(typeof RESOURCE_KEYS)[number], { id: string }[]>>,
): string | undefined {
  for (const key of RESOURCE_KEYS) {
    const seen = new Set<string>();
    for (const [i, item] of (data[key] ?? []).entries()) {
      const id = item.id.toLowerCase();
      if (seen.has(id)) return `${key}[${i}].id: duplicate id ${item.id}`;
      seen.add(id);
    }
  }
  return undefined;
}

/** zod path → `data[3].attributes.amount.amount`. */
function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path)
    out += typeof key === 'number' ? `[${key}]` : `${out ? '.' : ''}${String(key)}`;
  return out || '(root)';
}

function fail(source: string, message: string, cause?: unknown): never {
  throw new SimulatorDataError(`${source}: ${message}`, { cause });
}

/**
 * Validates data in the fixture's wire form (amounts as numbers or `LosslessNumber`s) and
 * returns it in the simulator's form (amounts as digit strings).
 * @example parseSimulatorData(parseExactJson(text), 'fixture.json')
 * @throws SimulatorDataError naming `source` and the first bad field.
 */
export function parseSimulatorData(value: unknown, source: string): SimulatorData {
  const parsed = fixtureSchema.safeParse(value);
  if (!parsed.success) {
    const [first, ...rest] = parsed.error.issues;
    const more =
      rest.length > 0 ? ` (and ${rest.length} more problem${rest.length > 1 ? 's' : ''})` : '';
    fail(
      source,
      `${formatPath(first?.path ?? [])}: ${first?.message ?? 'invalid'}${more}`,
      parsed.error,
    );
  }
  const data = parsed.data.data.map(normalizePayment);
  const ids = new Set<string>();
  const invoices = new Set<string>();
  data.forEach((p, i) => {
    if (ids.has(p.id)) fail(source, `data[${i}].id: duplicate payment id ${p.id}`);
    ids.add(p.id);
    invoices.add(invoiceKey(p.meta.subscription_id, p.meta.invoice_id));
  });
  const empty: EmptyInvoice[] = [];
  const emptyKeys = new Set<string>();
  (parsed.data.empty ?? []).forEach((e, i) => {
    const key = invoiceKey(e.subscription_id, e.invoice_id);
    if (invoices.has(key)) {
      fail(source, `empty[${i}]: invoice ${e.invoice_id} has payments in data`);
    }
    // Listing an empty invoice twice is harmless; serve it once.
    if (emptyKeys.has(key)) return;
    emptyKeys.add(key);
    empty.push({ subscription_id: e.subscription_id, invoice_id: e.invoice_id });
  });
  const duplicate = duplicateId(parsed.data);
  if (duplicate) fail(source, duplicate);
  const { subscription_names: names, data: _, empty: __, ...navigation } = parsed.data;
  // Keys the fixture leaves out stay out, so `'invoices' in data` tells a new file from an old one.
  const present = Object.fromEntries(
    Object.entries(navigation).filter(([, value]) => value !== undefined),
  );
  return { data, empty, ...(names && { subscription_names: names }), ...present };
}

/** Lookup key of an invoice; UUIDs compare case-insensitively. */
export function invoiceKey(subscriptionId: string, invoiceId: string): string {
  return `${subscriptionId.toLowerCase()}/${invoiceId.toLowerCase()}`;
}

/**
 * Checks data given to createSimulator (amounts as digit strings) with the same rules as a
 * fixture file, so a typo in a test's data fails at creation, not as an odd response.
 */
export function checkSimulatorData(data: SimulatorData, source: string): SimulatorData {
  if (!Array.isArray(data?.data)) fail(source, 'data: must be an array of payments');
  return parseSimulatorData(amountsToWire(data), source);
}

/**
 * Reads an EP_SIMULATOR_DATA fixture: `{"data":[<payments as docs/upstream/payments-api.md#payment-resource>],"empty":[{subscription_id,
 * invoice_id}]}` plus, optionally, `accounts`, `subscribers`, `subscriptions`, `states` (by
 * subscription id), `offerings` (plans and pricing options by offering id), `invoices`, `jobs`,
 * `dunning_rules` and `schedules` in their wire shapes, parsed without losing any int64 digit.
 * @example
 * const sim = createSimulator({ data: loadSimulatorData('fixtures/int64.json') });
 * @throws SimulatorDataError naming the file and the bad field.
 */
export function loadSimulatorData(path: string): SimulatorData {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    fail(
      path,
      `cannot read file (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
      error,
    );
  }
  let value: unknown;
  try {
    value = parseExactJson(text);
  } catch (error) {
    fail(path, `not valid JSON (${(error as Error).message})`, error);
  }
  return parseSimulatorData(value, path);
}

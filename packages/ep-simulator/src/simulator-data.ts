/**
 * Reading and checking simulator data: the EP_SIMULATOR_DATA fixture file and data handed to
 * createSimulator. Both go through the contract's upstream schemas, so a fixture the simulator
 * accepts is one the BFF must accept too, and a mistake is reported with the file and the field.
 */
import { readFileSync } from 'node:fs';
import {
  LosslessNumber,
  normalizePayment,
  parseExactJson,
  upstreamPaymentSchema,
  uuidSchema,
} from '@pc/contract';
import { z } from 'zod';
import type { EmptyInvoice, SimulatorData } from './types.ts';

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

const fixtureSchema = z.object({
  data: z.array(upstreamPaymentSchema),
  empty: z.array(emptyInvoiceSchema).optional(),
  subscription_names: z.record(z.string(), z.string()).optional(),
});

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
  const names = parsed.data.subscription_names;
  return { data, empty, ...(names && { subscription_names: names }) };
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
  const wire = {
    ...data,
    data: data.data.map((p) => {
      const amount = p?.attributes?.amount?.amount;
      if (typeof amount !== 'string' || !/^-?\d+$/.test(amount)) return p;
      return {
        ...p,
        attributes: {
          ...p.attributes,
          amount: { ...p.attributes.amount, amount: new LosslessNumber(amount) },
        },
      };
    }),
  };
  return parseSimulatorData(wire, source);
}

/**
 * Reads an EP_SIMULATOR_DATA fixture: `{"data":[<payments as spec §2.1>],"empty":[{subscription_id,
 * invoice_id}]}`, parsed without losing any digit of an int64 amount.
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

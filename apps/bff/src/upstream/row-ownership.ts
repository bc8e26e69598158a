/**
 * Every row of a list must belong to what the list was asked for: a payment of another invoice
 * served as this invoice's is a data leak between customers. Checked on the payments
 * lists the payments routes read (against the ids asked for), on every list read whose path
 * names its owner (against the ids in the path), and on every list filtered by its owner
 * (against the `eq(field,value)` filter: a customer's invoices, an account's subscriptions,
 * subscribers by email).
 */
import { UUID_SOURCE } from '@pc/contract/limits';
import {
  invoicePaymentsPath,
  subscriptionInvoicePaymentsPath,
  subscriptionInvoicesPath,
} from './paths.ts';

export type OwnerField = 'subscription_id' | 'invoice_id';
export type Owner = Partial<Record<OwnerField, string>>;

/** UUIDs compare without regard to case (the store may answer in either). */
export function sameId(a: string, b: string): boolean {
  return a === b || a.toLowerCase() === b.toLowerCase();
}

/**
 * The first row whose `meta` names another owner, or null. A row without the field is left to
 * the schema, which says whether it must have one.
 */
export function foreignRow(
  rows: readonly unknown[],
  owner: Owner,
): { field: OwnerField; index: number } | null {
  const fields = Object.entries(owner) as [OwnerField, string][];
  for (let index = 0; index < rows.length; index++) {
    const meta = (rows[index] as { meta?: Record<string, unknown> } | null)?.meta;
    for (const [field, expected] of fields) {
      const actual = meta?.[field];
      if (typeof actual === 'string' && !sameId(actual, expected)) return { field, index };
    }
  }
  return null;
}

const ID = `(${UUID_SOURCE})`;
/** Lists whose path names their owner, and which fields of a row's `meta` must match it. */
const OWNED_LISTS: { pattern: RegExp; fields: OwnerField[]; rows: string }[] = [
  {
    path: subscriptionInvoicePaymentsPath,
    fields: ['subscription_id', 'invoice_id'] as OwnerField[],
    rows: 'payment',
  },
  { path: invoicePaymentsPath, fields: ['invoice_id'] as OwnerField[], rows: 'payment' },
  { path: subscriptionInvoicesPath, fields: ['subscription_id'] as OwnerField[], rows: 'invoice' },
].map(({ path, fields, rows }) => ({
  pattern: new RegExp(`^${path.template.replaceAll('{id}', ID)}$`),
  fields,
  rows,
}));

/** The owner a list path names (and what its rows are called), or null for other paths. */
export function ownerOfPath(path: string): { owner: Owner; rows: string } | null {
  for (const { pattern, fields, rows } of OWNED_LISTS) {
    const match = pattern.exec(path);
    if (!match) continue;
    const owner: Owner = {};
    fields.forEach((field, i) => {
      owner[field] = match[i + 1];
    });
    return { owner, rows };
  }
  return null;
}

export function ownerName(field: OwnerField): string {
  return field === 'invoice_id' ? 'invoice' : 'subscription';
}

/** The fields an `eq` filter names an owner by, and whether letter case counts in them. */
const FILTER_OWNERS = ['subscriber_id', 'subscription_id', 'account_id', 'email'] as const;
export type FilterOwnerField = (typeof FILTER_OWNERS)[number];

/** `eq(field,id)` or `eq(field,"quoted text")`, the whole filter (filter.ts builds them so). */
const EQ_FILTER = new RegExp(
  `^eq\\((${FILTER_OWNERS.join('|')}),(?:"((?:[^"\\\\]|\\\\.)*)"|([^,()"]+))\\)$`,
);

/** The owner a list's `eq` filter names, or null for any other filter (or none). */
export function ownerOfFilter(search: string): { field: FilterOwnerField; value: string } | null {
  const filter = new URLSearchParams(search).get('filter');
  const match = filter ? EQ_FILTER.exec(filter) : null;
  if (!match) return null;
  const value = match[2] !== undefined ? match[2].replace(/\\(.)/g, '$1') : (match[3] ?? '');
  return { field: match[1] as FilterOwnerField, value };
}

/**
 * The first row whose `meta` or `attributes` names another value of the filtered field, or
 * null. Ids and emails compare without regard to case: whether the store's `eq` does is
 * undocumented (docs/upstream/navigation.md#filter-grammar), and a case apart is the same owner.
 */
export function rowOutsideFilter(
  rows: readonly unknown[],
  { field, value }: { field: FilterOwnerField; value: string },
): number | null {
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index] as {
      meta?: Record<string, unknown>;
      attributes?: Record<string, unknown>;
    } | null;
    const actual = row?.meta?.[field] ?? row?.attributes?.[field];
    if (typeof actual === 'string' && !sameId(actual, value)) return index;
  }
  return null;
}

/**
 * Every row of a list must belong to what the list was asked for: a payment of another invoice
 * served as this invoice's is a data leak between customers. Checked on the payments
 * lists the payments routes read (against the ids asked for) and on every list read whose path
 * names its owner (against the ids in the path).
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

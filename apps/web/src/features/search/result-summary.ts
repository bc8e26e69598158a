/**
 * Reading a search result as a whole: the one object it names, if it names exactly one (that
 * object's page then opens at once), and a count in words for the heading and screen readers.
 */
import type { InvoiceSummary, SearchResult } from '@pc/contract';

export type SingleResult =
  | { kind: 'customer'; id: string }
  | { kind: 'subscription'; id: string }
  | { kind: 'invoice'; invoice: InvoiceSummary };

/** The only object found, or null for none or several (a group cut at its limit is several). */
export function singleResult(result: SearchResult): SingleResult | null {
  const { customers, subscriptions, invoices } = result;
  const count = customers.items.length + subscriptions.items.length + invoices.items.length;
  if (count !== 1 || customers.more || subscriptions.more || invoices.more) return null;
  const [customer] = customers.items;
  if (customer) return { kind: 'customer', id: customer.id };
  const [subscription] = subscriptions.items;
  if (subscription) return { kind: 'subscription', id: subscription.id };
  const [invoice] = invoices.items;
  return invoice ? { kind: 'invoice', invoice } : null;
}

function counted(count: number, more: boolean, one: string, many: string): string | null {
  if (count === 0) return null;
  return `${count}${more ? '+' : ''} ${count === 1 && !more ? one : many}`;
}

/**
 * @example resultCountText(result) // '2 customers, 1 subscription'
 */
export function resultCountText({ customers, subscriptions, invoices }: SearchResult): string {
  const parts = [
    counted(customers.items.length, customers.more, 'customer', 'customers'),
    counted(subscriptions.items.length, subscriptions.more, 'subscription', 'subscriptions'),
    counted(invoices.items.length, invoices.more, 'invoice', 'invoices'),
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : 'No results';
}

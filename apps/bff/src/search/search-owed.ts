/**
 * Whether a customer in a search's list owes anything, so that "which of the two contacts" is
 * answered from the list. It reads exactly what the customer page reads first, the first page of
 * the customer's invoices (docs/upstream/navigation.md#invoices), so the read cache answers the
 * customer page's read and the flag costs the store nothing more on the way to it. Only the first
 * customers of a list are looked up; the rest say null (not looked up).
 */
import {
  type CustomerSummary,
  MAX_PAGE_LIMIT,
  type SearchCustomer,
  type UpstreamSubscriber,
  upstreamInvoiceListSchema,
} from '@pc/contract';
import { customersOf, INVOICES_PATH, readAccounts } from '../pages/customer-reads.ts';
import { eqId } from '../upstream/filter.ts';
import { readResource, type Upstream } from '../upstream/read-resource.ts';

/** Customers of one search whose "owes" is looked up, at most. */
export const OWED_CHECKED = 10;

/**
 * True when the subscriber has an invoice still to pay; null when the list was not found, or when
 * its first page is full and holds none (one still to pay may be further on).
 */
async function owes(upstream: Upstream, subscriberId: string): Promise<boolean | null> {
  // The same query, in the same order, as the customer page's first invoices page (readAllPages).
  const firstPage = new URLSearchParams({
    filter: eqId('subscriber_id', subscriberId),
    'page[offset]': '0',
    'page[limit]': String(MAX_PAGE_LIMIT),
  });
  const page = await readResource(
    upstream,
    upstreamInvoiceListSchema,
    INVOICES_PATH,
    firstPage.toString(),
  );
  if (!page) return null;
  if (page.data.some((invoice) => invoice.attributes.outstanding)) return true;
  return page.data.length < MAX_PAGE_LIMIT ? false : null;
}

/**
 * "Owes" for the first `OWED_CHECKED` of these subscriber ids (in parallel), by lower-cased id.
 * @example (await owedOf(upstream, [id])).get(id) // true
 */
export async function owedOf(
  upstream: Upstream,
  subscriberIds: readonly string[],
): Promise<Map<string, boolean | null>> {
  const checked = [...new Set(subscriberIds.map((id) => id.toLowerCase()))].slice(0, OWED_CHECKED);
  const flags = await Promise.all(checked.map((id) => owes(upstream, id)));
  return new Map(checked.map((id, i) => [id, flags[i] ?? null]));
}

/**
 * The customers with their flag (null for those not looked up).
 * @example withOwed(customers, await owedOf(upstream, customers.map((c) => c.id)))
 */
export function withOwed(
  customers: readonly CustomerSummary[],
  owed: ReadonlyMap<string, boolean | null>,
): SearchCustomer[] {
  return customers.map((c) => ({ ...c, owed: owed.get(c.id.toLowerCase()) ?? null }));
}

/**
 * Subscribers found in round 1 as customers: their companies and whether they owe, in parallel
 * (one round trip).
 * @example await customersWithOwed(upstream, [subscriber])
 */
export async function customersWithOwed(
  upstream: Upstream,
  subscribers: readonly UpstreamSubscriber[],
): Promise<SearchCustomer[]> {
  const [accounts, owed] = await Promise.all([
    readAccounts(
      upstream,
      subscribers.map((s) => s.attributes.account_id),
    ),
    owedOf(
      upstream,
      subscribers.map((s) => s.id),
    ),
  ]);
  return withOwed(customersOf(subscribers, accounts), owed);
}

/**
 * Upstream reads that the search and the pages share: a customer's company (its
 * account), an account's subscriptions with their plans and pricing options, and subscribers
 * with their companies. Paths and query strings are built one way only, so that identical reads
 * in flight at once are identical URLs and the upstream client makes them once.
 */
import {
  type CustomerSummary,
  type UpstreamAccount,
  type UpstreamSubscriber,
  upstreamAccountResponseSchema,
} from '@pc/contract';
import {
  accountPath,
  invoicesPath,
  subscribersPath,
  subscriptionsPath,
} from '../upstream/paths.ts';
import { readResource, type Upstream } from '../upstream/read-resource.ts';
import { customerSummary } from './summaries.ts';

/** What a subscription summary needs beside the subscription (docs/upstream/navigation.md#subscriptions). */
export const SUBSCRIPTION_INCLUDE = 'plans,pricing_options';

/** The search reads' lists, built by upstream/paths.ts like every other path. */
export const SUBSCRIBERS_PATH = subscribersPath();
export const SUBSCRIPTIONS_PATH = subscriptionsPath();
export const INVOICES_PATH = invoicesPath();

// The search reads import the id builders from here; every other module imports upstream/paths.ts.
export { invoicePath, subscriberPath, subscriptionPath } from '../upstream/paths.ts';

/**
 * The accounts with these ids, read in parallel, keyed by lower-cased id; one Elastic Path no
 * longer has is left out (its customers then show no company).
 * @example (await readAccounts(upstream, [accountId])).get(accountId)?.name // 'Acme Corporation'
 */
export async function readAccounts(
  upstream: Upstream,
  ids: Iterable<string>,
): Promise<Map<string, UpstreamAccount>> {
  const unique = [...new Set([...ids].map((id) => id.toLowerCase()))];
  const found = await Promise.all(
    unique.map((id) => readResource(upstream, upstreamAccountResponseSchema, accountPath(id))),
  );
  const accounts = new Map<string, UpstreamAccount>();
  for (const account of found)
    if (account) accounts.set(account.data.id.toLowerCase(), account.data);
  return accounts;
}

/**
 * Subscribers as customers, each with the name of its account when it is in `accounts`.
 * @example customersOf([subscriber], await readAccounts(upstream, [subscriber.attributes.account_id]))
 */
export function customersOf(
  subscribers: readonly UpstreamSubscriber[],
  accounts: ReadonlyMap<string, UpstreamAccount>,
): CustomerSummary[] {
  return subscribers.map((s) =>
    customerSummary(s, accounts.get(s.attributes.account_id.toLowerCase()) ?? null),
  );
}

/** Customers by name, then company, email and id: one stable order for every list of people. */
export function byCustomerName(x: CustomerSummary, y: CustomerSummary): number {
  return (
    x.name.localeCompare(y.name) ||
    (x.company ?? '').localeCompare(y.company ?? '') ||
    x.email.localeCompare(y.email) ||
    x.id.localeCompare(y.id)
  );
}

/** Subscriptions by offering, then oldest first, then id. */
export function byOffering(
  x: { offering: string; createdAt: string; id: string },
  y: { offering: string; createdAt: string; id: string },
): number {
  return (
    x.offering.localeCompare(y.offering) ||
    Date.parse(x.createdAt) - Date.parse(y.createdAt) ||
    x.id.localeCompare(y.id)
  );
}

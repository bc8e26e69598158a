/**
 * Search by what a ticket says in words: an email, or other text (part of a company name, a
 * person's exact name, a subscription's external reference). Elastic Path offers no partial
 * match on Subscriptions resources; only Account Management's `like` finds part of a name
 * (docs/upstream/navigation.md#navigation-map), so a company match is turned into its customers in round 2.
 * Every filter is built, quoted and encoded by upstream/filter.ts before anything is sent: text
 * no filter can carry (a `*` inside `like`) is refused whole, never half searched.
 */
import {
  type UpstreamAccount,
  upstreamAccountListSchema,
  upstreamSubscriberListSchema,
  upstreamSubscriptionListSchema,
} from '@pc/contract';
import { eqId, eqText, likeContains } from '../upstream/filter.ts';
import { accountsPath } from '../upstream/paths.ts';
import type { Upstream } from '../upstream/read-resource.ts';
import {
  byCustomerName,
  byOffering,
  customersOf,
  readAccounts,
  SUBSCRIBERS_PATH,
  SUBSCRIPTION_INCLUDE,
  SUBSCRIPTIONS_PATH,
} from './customer-reads.ts';
import { subscribersByMemberEmail } from './search-by-member.ts';
import {
  emptyGroup,
  GROUP_SIZE,
  isFull,
  readMatches,
  type SearchGroups,
  toGroup,
  uniqueById,
} from './search-groups.ts';
import { subscriptionSummary } from './summaries.ts';

/**
 * Subscribers by email, then their companies: two round trips. Whether `eq` compares case is
 * undocumented (docs/upstream/navigation.md#filter-grammar), so the email is asked for as typed and, in parallel, lower-cased when that
 * differs; a subscriber is found when either matches exactly. When neither does, account
 * members find it in any letter case (search-by-member.ts): three more round trips.
 * @example await searchByEmail(upstream, 'Ron.Swanson+billing@Example.com')
 */
export async function searchByEmail(upstream: Upstream, email: string): Promise<SearchGroups> {
  const filters = [...new Set([email, email.toLowerCase()])].map((e) => eqText('email', e));
  const pages = await Promise.all(
    filters.map((filter) =>
      readMatches(upstream, upstreamSubscriberListSchema, SUBSCRIBERS_PATH, { filter }),
    ),
  );
  const subscribers = uniqueById(pages.flatMap((page) => page?.data ?? []));
  if (subscribers.length === 0) {
    const members = await subscribersByMemberEmail(upstream, email);
    return {
      customers: toGroup(
        customersOf(members.subscribers, members.accounts),
        byCustomerName,
        members.more,
      ),
      subscriptions: emptyGroup(),
      invoices: emptyGroup(),
    };
  }
  const accounts = await readAccounts(
    upstream,
    subscribers.map((s) => s.attributes.account_id),
  );
  return {
    customers: toGroup(customersOf(subscribers, accounts), byCustomerName, pages.some(isFull)),
    subscriptions: emptyGroup(),
    invoices: emptyGroup(),
  };
}

const byAccountName = (x: UpstreamAccount, y: UpstreamAccount) =>
  x.name.localeCompare(y.name) || x.id.localeCompare(y.id);

/**
 * Round 1 in parallel: accounts whose name or legal name contains the text, subscribers with
 * exactly that name, subscriptions with exactly that external reference. Round 2 in parallel:
 * the customers of the first 25 accounts found, and the companies of the people found by name.
 * @example await searchByText(upstream, "Food 'n", Date.now())
 * @throws FilterTextError when the text holds a `*` (before anything is sent)
 */
export async function searchByText(
  upstream: Upstream,
  text: string,
  now: number,
): Promise<SearchGroups> {
  const accountFilters = [likeContains('name', text), likeContains('legal_name', text)];
  const personFilter = eqText('name', text);
  const referenceFilter = eqText('external_ref', text);
  const [[byName, byLegalName], people, references] = await Promise.all([
    Promise.all(
      accountFilters.map((filter) =>
        readMatches(upstream, upstreamAccountListSchema, accountsPath(), { filter, sort: 'name' }),
      ),
    ),
    readMatches(upstream, upstreamSubscriberListSchema, SUBSCRIBERS_PATH, {
      filter: personFilter,
    }),
    readMatches(upstream, upstreamSubscriptionListSchema, SUBSCRIPTIONS_PATH, {
      filter: referenceFilter,
      include: SUBSCRIPTION_INCLUDE,
    }),
  ]);
  const matched = uniqueById([...(byName?.data ?? []), ...(byLegalName?.data ?? [])]);
  // The fan-out is bounded: no more companies are opened than a group can show.
  const companies = matched.sort(byAccountName).slice(0, GROUP_SIZE);
  const named = people?.data ?? [];
  const opened = new Set(companies.map((a) => a.id.toLowerCase()));
  const [ofCompanies, namedAccounts] = await Promise.all([
    Promise.all(
      companies.map((account) =>
        readMatches(upstream, upstreamSubscriberListSchema, SUBSCRIBERS_PATH, {
          filter: eqId('account_id', account.id),
        }),
      ),
    ),
    readAccounts(
      upstream,
      named.map((s) => s.attributes.account_id).filter((id) => !opened.has(id.toLowerCase())),
    ),
  ]);
  const accounts = new Map(companies.map((a) => [a.id.toLowerCase(), a]));
  for (const [id, account] of namedAccounts) accounts.set(id, account);
  const subscribers = [...named, ...ofCompanies.flatMap((page) => page?.data ?? [])];
  const moreCustomers =
    [byName, byLegalName, people, ...ofCompanies].some(isFull) || matched.length > GROUP_SIZE;
  const subscriptions = (references?.data ?? []).map((s) =>
    subscriptionSummary(s, references?.included, now),
  );
  return {
    customers: toGroup(customersOf(subscribers, accounts), byCustomerName, moreCustomers),
    subscriptions: toGroup(subscriptions, byOffering, isFull(references)),
    invoices: emptyGroup(),
  };
}

/**
 * Search by what a ticket says in words: an email, or other text (part of a company name, part
 * of a person's name, a subscription's external reference). Elastic Path offers no partial
 * match on Subscriptions resources; only Account Management's `like` (accounts, case compared)
 * and `ilike` (account members, case ignored) find part of a name
 * (docs/upstream/navigation.md#navigation-map), so matches are turned into customers afterwards.
 * Every filter is built, quoted and encoded by upstream/filter.ts before anything is sent: text
 * no filter can carry (a `*` inside `like`) is refused whole, never half searched.
 */
import {
  type CustomerSummary,
  type UpstreamAccount,
  upstreamAccountListSchema,
  upstreamSubscriberListSchema,
  upstreamSubscriptionListSchema,
} from '@pc/contract';
import {
  byCustomerName,
  byOffering,
  customersOf,
  readAccounts,
  SUBSCRIBERS_PATH,
  SUBSCRIPTION_INCLUDE,
  SUBSCRIPTIONS_PATH,
} from '../pages/customer-reads.ts';
import { subscriptionSummary } from '../pages/summaries.ts';
import { eqId, eqText, likeContains } from '../upstream/filter.ts';
import { accountsPath } from '../upstream/paths.ts';
import type { Upstream } from '../upstream/read-resource.ts';
import { subscribersByMemberEmail, subscribersByMemberName } from './search-by-member.ts';
import {
  emptyGroup,
  isFull,
  readMatches,
  type SearchGroups,
  toGroup,
  uniqueById,
} from './search-groups.ts';
import { customersWithOwed, owedOf, withOwed } from './search-owed.ts';
import { companyCasings, personCasings, referenceCasings } from './text-casings.ts';

/**
 * Subscribers by email, then their companies and whether they owe: two round trips. Whether
 * `eq` compares case is undocumented (docs/upstream/navigation.md#filter-grammar), so the email
 * is asked for as typed and, in parallel, lower-cased when that differs; a subscriber is found
 * when either matches exactly. When neither does, account members find it in any letter case
 * (search-by-member.ts): three more round trips, and one for "owes".
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
    const found = customersOf(members.subscribers, members.accounts);
    return customersOnly(await customerGroup(upstream, found, members.more));
  }
  const customers = await customersWithOwed(upstream, subscribers);
  return customersOnly(toGroup(customers, byCustomerName, pages.some(isFull)));
}

const customersOnly = (customers: SearchGroups['customers']): SearchGroups => ({
  customers,
  subscriptions: emptyGroup(),
  invoices: emptyGroup(),
});

const byAccountName = (x: UpstreamAccount, y: UpstreamAccount) =>
  x.name.localeCompare(y.name) || x.id.localeCompare(y.id);

/** Companies whose subscribers a text search lists, at most; people found by exact name whose company is read. */
export const COMPANIES_OPENED = 8;
const PEOPLE_OPENED = 5;

/**
 * Round 1 in parallel: companies by a few casings (text-casings.ts: accounts' `like` compares
 * case), subscribers with exactly that name, subscriptions with that external reference as typed,
 * lower- and upper-cased (only `eq` there), account members named like it in any case.
 * Subscribers' exact name is asked for as typed and in Title Case. Round 2:
 * the customers of the first companies, the companies of the people found by name; beside both,
 * the members' accounts and their customers (3 round trips); then whether the first customers
 * owe: 4 round trips.
 * @example await searchByText(upstream, "Food 'n", Date.now())
 * @throws FilterTextError when the text holds a `*` (before anything is sent)
 */
export async function searchByText(
  upstream: Upstream,
  text: string,
  now: number,
): Promise<SearchGroups> {
  const accountFilters = [
    ...companyCasings(text).map((casing) => likeContains('name', casing)),
    likeContains('legal_name', text),
  ];
  const personFilters = personCasings(text).map((name) => eqText('name', name));
  const referenceFilters = referenceCasings(text).map((ref) => eqText('external_ref', ref));
  // Members' chain (members, memberships, their accounts' subscribers) runs beside rounds 1-2.
  const byMembers = subscribersByMemberName(upstream, text);
  // Its failure is seen where it is awaited; one of round 1 must not leave it unhandled.
  byMembers.catch(() => undefined);
  const [accountPages, people, references] = await Promise.all([
    Promise.all(
      accountFilters.map((filter) =>
        readMatches(upstream, upstreamAccountListSchema, accountsPath(), { filter, sort: 'name' }),
      ),
    ),
    Promise.all(
      personFilters.map((filter) =>
        readMatches(upstream, upstreamSubscriberListSchema, SUBSCRIBERS_PATH, { filter }),
      ),
    ),
    Promise.all(
      referenceFilters.map((filter) =>
        readMatches(upstream, upstreamSubscriptionListSchema, SUBSCRIPTIONS_PATH, {
          filter,
          include: SUBSCRIPTION_INCLUDE,
        }),
      ),
    ),
  ]);
  // A casing of one word finds more than the text: keep the names that hold the whole text.
  const matched = uniqueById(accountPages.flatMap((page) => page?.data ?? [])).filter((a) =>
    holdsText(a, text),
  );
  // The fan-out is bounded: the first companies by name are opened, the rest say "more".
  const companies = matched.sort(byAccountName).slice(0, COMPANIES_OPENED);
  const allNamed = uniqueById(people.flatMap((page) => page?.data ?? []));
  const named = allNamed.slice(0, PEOPLE_OPENED);
  const opened = new Set(companies.map((a) => a.id.toLowerCase()));
  const [ofCompanies, namedAccounts, members] = await Promise.all([
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
    byMembers,
  ]);
  const accounts = new Map(companies.map((a) => [a.id.toLowerCase(), a]));
  for (const [id, account] of [...namedAccounts, ...members.accounts]) accounts.set(id, account);
  const subscribers = [
    ...named,
    ...members.subscribers,
    ...ofCompanies.flatMap((page) => page?.data ?? []),
  ];
  const moreCustomers =
    [...accountPages, ...people, ...ofCompanies].some(isFull) ||
    matched.length > COMPANIES_OPENED ||
    allNamed.length > PEOPLE_OPENED ||
    members.more;
  const subscriptions = references.flatMap((page) =>
    (page?.data ?? []).map((s) => subscriptionSummary(s, page?.included, now)),
  );
  return {
    customers: await customerGroup(upstream, customersOf(subscribers, accounts), moreCustomers),
    subscriptions: toGroup(subscriptions, byOffering, references.some(isFull)),
    invoices: emptyGroup(),
  };
}

/** A company whose name or legal name holds the text, in any letter case. */
function holdsText(account: UpstreamAccount, text: string): boolean {
  const part = text.toLowerCase();
  return [account.name, account.legal_name ?? ''].some((n) => n.toLowerCase().includes(part));
}

/**
 * The customers found, ordered and cut to a group, the first with "owes" (one round trip).
 * @example await customerGroup(upstream, customersOf(subscribers, accounts), false)
 */
async function customerGroup(
  upstream: Upstream,
  customers: CustomerSummary[],
  more: boolean,
): Promise<SearchGroups['customers']> {
  const group = toGroup(customers, byCustomerName, more);
  const owed = await owedOf(
    upstream,
    group.items.map((c) => c.id),
  );
  return { items: withOwed(group.items, owed), more: group.more };
}

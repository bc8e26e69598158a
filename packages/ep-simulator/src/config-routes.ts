/**
 * Subscribers, jobs (payment runs and their reports), dunning rules, schedules (docs/upstream/navigation.md#subscribers, docs/upstream/navigation.md#payment-runs-dunning-and-schedules)
 * and accounts (docs/upstream/navigation.md#accounts): list and get, each with its own filter fields.
 */
import type { CollectionRoutes } from './collection-routes.ts';
import { epError } from './ep-errors.ts';
import type { FilterFields } from './filter-match.ts';
import type {
  SimulatorAccount,
  SimulatorDunningRule,
  SimulatorJob,
  SimulatorSchedule,
  SimulatorSubscriber,
} from './types.ts';

const SUBSCRIBER_FIELDS: FilterFields<SimulatorSubscriber> = {
  account_id: { kind: 'uuid', ops: ['eq'], get: (s) => s.attributes.account_id },
  name: { kind: 'text', ops: ['eq'], get: (s) => s.attributes.name },
  email: { kind: 'text', ops: ['eq'], get: (s) => s.attributes.email },
  external_ref: { kind: 'text', ops: ['eq'], get: (s) => s.attributes.external_ref },
};

export const subscriberRoutes: CollectionRoutes<SimulatorSubscriber> = {
  family: 'subscribers',
  noun: 'subscriber',
  items: (state) => state.store.subscribers,
  fields: SUBSCRIBER_FIELDS,
};

export const jobRoutes: CollectionRoutes<SimulatorJob> = {
  family: 'jobs',
  noun: 'job',
  items: (state) => state.store.jobs,
  fields: { external_ref: { kind: 'text', ops: ['eq'], get: (j) => j.attributes.external_ref } },
};

export const dunningRuleRoutes: CollectionRoutes<SimulatorDunningRule> = {
  family: 'dunning-rules',
  noun: 'dunning rule',
  items: (state) => state.store.dunningRules,
  // The endpoint takes a filter but documents no field: every clause is rejected.
  fields: {},
  realisticWithoutLinks: true,
};

export const scheduleRoutes: CollectionRoutes<SimulatorSchedule> = {
  family: 'schedules',
  noun: 'schedule',
  items: (state) => state.store.schedules,
  fields: { external_ref: { kind: 'text', ops: ['eq'], get: (s) => s.attributes.external_ref } },
};

const ACCOUNT_TEXT = ['eq', 'like'] as const;
const COMPARE = ['eq', 'lt', 'le', 'gt', 'ge'] as const;

const ACCOUNT_FIELDS: FilterFields<SimulatorAccount> = {
  id: { kind: 'uuid', ops: [...COMPARE, 'in'], get: (a) => a.id },
  created_at: { kind: 'date', ops: COMPARE, get: (a) => a.meta?.timestamps?.created_at },
  updated_at: { kind: 'date', ops: COMPARE, get: (a) => a.meta?.timestamps?.updated_at },
  name: { kind: 'text', ops: ACCOUNT_TEXT, get: (a) => a.name },
  legal_name: { kind: 'text', ops: ACCOUNT_TEXT, get: (a) => a.legal_name },
  registration_id: { kind: 'text', ops: ACCOUNT_TEXT, get: (a) => a.registration_id },
  external_ref: { kind: 'text', ops: ACCOUNT_TEXT, get: (a) => a.external_ref },
  account_tags: { kind: 'tags', ops: ['contains'], get: accountTags },
};

function accountTags(account: SimulatorAccount): string[] {
  const data = (account.relationships?.account_tags as { data?: { id?: unknown }[] } | undefined)
    ?.data;
  return (data ?? []).flatMap((tag) => (typeof tag.id === 'string' ? [tag.id] : []));
}

/** What every Account Management resource can be sorted by. */
interface Stamped {
  id: string;
  meta?: { timestamps?: { created_at: string; updated_at: string } | undefined } | undefined;
}

/** Account Management's sort keys every resource there has (docs/upstream/navigation.md#filter-grammar: `sort=field` or `-field`). */
export const TIMESTAMP_AND_ID_SORT = {
  created_at: (a: Stamped) => a.meta?.timestamps?.created_at ?? '',
  updated_at: (a: Stamped) => a.meta?.timestamps?.updated_at ?? '',
  id: (a: Stamped) => a.id.toLowerCase(),
};

/**
 * `sort=field` or `sort=-field` over `keys`; a 400 for any other field.
 * @example sortBy({ name: (a) => a.name })(accounts, '-name')
 */
export function sortBy<T>(keys: Record<string, (item: T) => string>) {
  return (items: T[], sort: string | null): T[] | Response => {
    if (sort === null) return items;
    const descending = sort.startsWith('-');
    const field = descending ? sort.slice(1) : sort;
    const key = Object.hasOwn(keys, field) ? keys[field] : undefined;
    if (!key) return epError(400, `cannot sort by ${sort}`);
    const sign = descending ? -1 : 1;
    return [...items].sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : 0));
  };
}

export const accountRoutes: CollectionRoutes<SimulatorAccount> = {
  family: 'accounts',
  noun: 'account',
  items: (state) => state.store.accounts,
  fields: ACCOUNT_FIELDS,
  api: 'accounts',
  /** `sort=field` or `sort=-field` over created_at, id, name, updated_at. */
  sort: sortBy<SimulatorAccount>({ ...TIMESTAMP_AND_ID_SORT, name: (a) => a.name }),
};

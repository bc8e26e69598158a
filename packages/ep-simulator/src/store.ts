/**
 * Everything the routes look up, indexed once at creation: resources by id (ids compare without
 * regard to case), a subscription's invoices and states, the offerings' plans, and the payments
 * index of the hot path. Invoices without a resource get one derived from their payments.
 */
import { deriveInvoice } from './derived-invoice.ts';
import { buildInvoiceIndex, type InvoiceIndex } from './invoice-index.ts';
import type {
  SimulatorAccount,
  SimulatorAccountMember,
  SimulatorAccountMembership,
  SimulatorData,
  SimulatorDunningRule,
  SimulatorInvoice,
  SimulatorJob,
  SimulatorOffering,
  SimulatorSchedule,
  SimulatorSubscriber,
  SimulatorSubscription,
  SimulatorSubscriptionState,
} from './types.ts';

/** Resources of one kind, in data order, and by lower-case id. */
export interface Collection<T extends { id: string }> {
  all: T[];
  get(id: string): T | undefined;
  /** Adds a record (a sign-up after the simulator started), or replaces the one with its id. */
  put(item: T): void;
  /** Removes a record (an erasure in Elastic Path): its reads answer 404 from then on. */
  remove(id: string): boolean;
}

function collection<T extends { id: string }>(items: readonly T[] = []): Collection<T> {
  const byId = new Map<string, T>();
  for (const item of items) byId.set(item.id.toLowerCase(), item);
  const all = [...items];
  return {
    all,
    get: (id) => byId.get(id.toLowerCase()),
    put(item) {
      const key = item.id.toLowerCase();
      const at = all.findIndex((x) => x.id.toLowerCase() === key);
      if (at >= 0) all[at] = item;
      else all.push(item);
      byId.set(key, item);
    },
    remove(id) {
      const key = id.toLowerCase();
      const at = all.findIndex((x) => x.id.toLowerCase() === key);
      if (at < 0) return false;
      all.splice(at, 1);
      byId.delete(key);
      return true;
    },
  };
}

const byCreatedAt = (a: { at: number }, b: { at: number }) => a.at - b.at;

function sortedBy<T>(items: readonly T[], at: (item: T) => string): T[] {
  return items
    .map((item) => ({ item, at: Date.parse(at(item)) }))
    .sort(byCreatedAt)
    .map(({ item }) => item);
}

export interface Store {
  accounts: Collection<SimulatorAccount>;
  accountMembers: Collection<SimulatorAccountMember>;
  /** A member's memberships, in data order; undefined for an unknown member. */
  membershipsOf(memberId: string): SimulatorAccountMembership[] | undefined;
  subscribers: Collection<SimulatorSubscriber>;
  subscriptions: Collection<SimulatorSubscription>;
  /** Explicit and derived, created_at ascending. */
  invoices: Collection<SimulatorInvoice>;
  jobs: Collection<SimulatorJob>;
  dunningRules: Collection<SimulatorDunningRule>;
  schedules: Collection<SimulatorSchedule>;
  offerings: Map<string, SimulatorOffering>;
  /** A subscription's states, created_at ascending. */
  statesOf(subscriptionId: string): SimulatorSubscriptionState[] | undefined;
  /** A subscription's invoices, created_at ascending; undefined for an unknown subscription. */
  invoicesOf(subscriptionId: string): SimulatorInvoice[] | undefined;
  payments: InvoiceIndex;
}

/**
 * Indexes `data` for serving.
 * @example buildStore(demoSeed(), false).invoices.get(invoiceId)
 */
export function buildStore(data: SimulatorData, realistic: boolean): Store {
  const payments = buildInvoiceIndex(data, realistic);
  const explicit = new Set((data.invoices ?? []).map((i) => i.id.toLowerCase()));
  const derived = payments.all
    .filter((i) => !explicit.has(i.invoiceId.toLowerCase()))
    .map(deriveInvoice);
  const invoices = sortedBy(
    [...(data.invoices ?? []), ...derived],
    (i) => i.meta.timestamps.created_at,
  );

  const bySubscription = new Map<string, SimulatorInvoice[]>();
  for (const s of data.subscriptions ?? []) bySubscription.set(s.id.toLowerCase(), []);
  for (const invoice of invoices) {
    const key = invoice.meta.subscription_id?.toLowerCase();
    if (key === undefined) continue;
    const list = bySubscription.get(key) ?? [];
    list.push(invoice);
    bySubscription.set(key, list);
  }
  const states = new Map<string, SimulatorSubscriptionState[]>();
  for (const [id, list] of Object.entries(data.states ?? {}))
    states.set(
      id.toLowerCase(),
      sortedBy(list, (s) => s.meta.created_at),
    );

  const accountMembers = collection(data.account_members);
  const memberships = new Map(
    Object.entries(data.account_memberships ?? {}).map(([id, list]) => [id.toLowerCase(), list]),
  );

  return {
    accounts: collection(data.accounts),
    accountMembers,
    membershipsOf: (id) =>
      accountMembers.get(id) ? (memberships.get(id.toLowerCase()) ?? []) : undefined,
    subscribers: collection(data.subscribers),
    subscriptions: collection(data.subscriptions),
    invoices: collection(invoices),
    jobs: collection(data.jobs),
    dunningRules: collection(data.dunning_rules),
    schedules: collection(data.schedules),
    offerings: new Map(
      Object.entries(data.offerings ?? {}).map(([id, o]) => [id.toLowerCase(), o]),
    ),
    statesOf: (id) =>
      states.get(id.toLowerCase()) ?? (bySubscription.has(id.toLowerCase()) ? [] : undefined),
    invoicesOf: (id) => bySubscription.get(id.toLowerCase()),
    payments,
  };
}

/**
 * The demo store's companies (Account Management accounts) and the people billed for their
 * subscriptions (subscribers). Emails keep mixed case and plus-addressing, a company name holds
 * an apostrophe, and two subscribers share a name, so exact-match search shows its limits.
 */
import type { Prng } from '../prng.ts';
import type { SimulatorAccount, SimulatorSubscriber } from '../types.ts';

export interface CustomerSpec {
  key: string;
  name: string;
  legalName: string | null;
  registrationId: string | null;
  externalRef: string | null;
  /** Key of the parent account. */
  parent?: string;
  createdAt: string;
  people: { key: string; name: string; email: string; externalRef?: string }[];
}

const CUSTOMERS: CustomerSpec[] = [
  {
    key: 'acme',
    name: 'Acme Corporation',
    legalName: 'Acme Corporation Inc.',
    registrationId: 'US-DE-4471093',
    externalRef: 'crm-acct-0001',
    createdAt: '2025-11-03T14:12:09.120Z',
    people: [
      {
        key: 'ron',
        name: 'Ron Swanson',
        email: 'Ron.Swanson+billing@Example.com',
        externalRef: 'crm-person-0001',
      },
      { key: 'april', name: 'April Ludgate', email: 'april.ludgate@acme.example' },
    ],
  },
  {
    key: 'globex-group',
    name: 'Globex Corporation',
    legalName: 'Globex Corporation',
    registrationId: null,
    externalRef: 'crm-acct-0002',
    createdAt: '2025-10-20T08:00:00.000Z',
    people: [],
  },
  {
    key: 'globex',
    name: 'Globex GmbH',
    legalName: 'Globex Deutschland GmbH',
    registrationId: 'HRB 184233',
    externalRef: 'crm-acct-0003',
    parent: 'globex-group',
    createdAt: '2025-11-10T09:30:00.000Z',
    people: [{ key: 'hank', name: 'Hank Scorpio', email: 'Hank.Scorpio@Globex.example' }],
  },
  {
    key: 'initech',
    name: 'Initech Ltd',
    legalName: 'Initech Limited',
    registrationId: 'GB-09876543',
    externalRef: null,
    createdAt: '2025-11-18T16:45:00.000Z',
    people: [
      { key: 'bill', name: 'Bill Lumbergh', email: 'bill.lumbergh+invoices@initech.example' },
      { key: 'peter', name: 'Peter Gibbons', email: 'Peter.Gibbons@Initech.example' },
    ],
  },
  {
    key: 'sakura',
    name: 'Sakura Learning K.K.',
    legalName: '株式会社さくらラーニング',
    registrationId: 'JP-0104-01-123456',
    externalRef: 'crm-acct-0005',
    createdAt: '2025-12-01T01:00:00.000Z',
    people: [{ key: 'yuki', name: 'Yuki Tanaka', email: 'yuki.tanaka@sakura-learning.example' }],
  },
  {
    key: 'albahar',
    name: 'Al Bahar Logistics W.L.L.',
    legalName: null,
    registrationId: 'KW-CR-372615',
    externalRef: 'crm-acct-0006',
    createdAt: '2025-12-07T07:20:00.000Z',
    people: [{ key: 'fatima', name: 'Fatima Al-Sabah', email: 'F.AlSabah@AlBahar.example' }],
  },
  {
    key: 'northwind',
    name: 'Northwind Traders',
    legalName: 'Northwind Traders LLC',
    registrationId: null,
    externalRef: 'crm-acct-0007',
    createdAt: '2025-12-12T18:05:00.000Z',
    people: [{ key: 'nancy', name: 'Nancy Davolio', email: 'nancy.davolio+ops@northwind.example' }],
  },
  {
    key: 'foodnstuff',
    name: "Food 'n Stuff",
    legalName: "Food 'n Stuff LLC",
    registrationId: 'US-IN-220184',
    externalRef: 'crm-acct-0008',
    createdAt: '2026-01-05T12:00:00.000Z',
    people: [
      { key: 'leslie', name: 'Leslie Knope', email: 'Leslie.Knope@FoodnStuff.example' },
      // The same name as Acme's Ron Swanson: a search by name finds both.
      { key: 'ron-fns', name: 'Ron Swanson', email: 'ron@foodnstuff.example' },
    ],
  },
];

export interface BuiltCustomers {
  accounts: SimulatorAccount[];
  subscribers: SimulatorSubscriber[];
  accountId(key: string): string;
  subscriberId(key: string): string;
}

const later = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/**
 * Builds the accounts and subscribers with ids from `rng`.
 * @example buildCustomers(rng).subscribers[0].attributes.email // 'Ron.Swanson+billing@Example.com'
 */
export function buildCustomers(
  rng: Prng,
  specs: readonly CustomerSpec[] = CUSTOMERS,
): BuiltCustomers {
  const accountIds = new Map(specs.map((c) => [c.key, rng.uuid()]));
  const subscriberIds = new Map<string, string>();
  const accounts: SimulatorAccount[] = [];
  const subscribers: SimulatorSubscriber[] = [];
  const accountId = (key: string) => {
    const id = accountIds.get(key);
    if (!id) throw new Error(`demo customers: no account ${key}`);
    return id;
  };
  for (const c of specs) {
    const updatedAt = later(c.createdAt, 90);
    accounts.push({
      id: accountId(c.key),
      type: 'account',
      name: c.name,
      legal_name: c.legalName,
      registration_id: c.registrationId,
      external_ref: c.externalRef,
      parent_id: c.parent ? accountId(c.parent) : null,
      meta: { timestamps: { created_at: c.createdAt, updated_at: updatedAt } },
    });
    c.people.forEach((person, i) => {
      const id = rng.uuid();
      subscriberIds.set(person.key, id);
      const createdAt = later(c.createdAt, 10 + i * 7);
      subscribers.push({
        id,
        type: 'subscription_subscriber',
        attributes: {
          account_id: accountId(c.key),
          name: person.name,
          email: person.email,
          ...(person.externalRef && { external_ref: person.externalRef }),
          created_at: createdAt,
          updated_at: createdAt,
        },
        meta: { owner: 'store', timestamps: { created_at: createdAt, updated_at: createdAt } },
      });
    });
  }
  return {
    accounts,
    subscribers,
    accountId,
    subscriberId: (key) => {
      const id = subscriberIds.get(key);
      if (!id) throw new Error(`demo customers: no subscriber ${key}`);
      return id;
    },
  };
}

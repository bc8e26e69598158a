/**
 * One company in the e2e simulator data for what the demo seed has too little of: a subscription
 * with more invoices (12) than one page of 10 of the subscription page's invoice list, so paging
 * is tested. Few, because every invoice is also listed on the e2e home page's demo invoices.
 */
import type { SimulatorData, SimulatorInvoice } from '@pc/ep-simulator';

export const PAGED_ACCOUNT_ID = 'e2e0c0de-0000-4000-8000-000000000010';
export const PAGED_SUBSCRIBER_ID = 'e2e0c0de-0000-4000-8000-000000000011';
export const PAGED_SUBSCRIPTION_ID = 'e2e0c0de-0000-4000-8000-000000000012';
export const PAGED_INVOICES = 12;
/** The page length the tests pick (`?limit=10`). */
export const PAGED_LIMIT = 10;
export const PAGED_EMAIL = 'paige.turner@pagination.example';

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the demo seed has no ${what}`);
  return value;
}

const invoiceId = (n: number) => `e2e0c0de-5555-4000-8000-${String(n).padStart(12, '0')}`;

/** Invoice `n` (1 = oldest) of the paged subscription, billed monthly from January 2024. */
function pagedInvoice(template: SimulatorInvoice, n: number): SimulatorInvoice {
  const start = new Date(Date.UTC(2024, n - 1, 1)).toISOString();
  const end = new Date(Date.UTC(2024, n, 1)).toISOString();
  const created = new Date(Date.UTC(2024, n - 1, 1, 0, 30)).toISOString();
  const price = { currency: 'USD', amount: String(1000 + n), includes_tax: false };
  return {
    ...template,
    id: invoiceId(n),
    attributes: {
      ...template.attributes,
      billing_period: { start, end },
      invoice_items: [],
      number: n,
      outstanding: n === PAGED_INVOICES,
      created_at: created,
      updated_at: created,
    },
    meta: {
      ...template.meta,
      subscription_id: PAGED_SUBSCRIPTION_ID,
      subscriber_id: PAGED_SUBSCRIBER_ID,
      price,
      timestamps: { created_at: created, updated_at: created },
    },
  };
}

/** The data plus the paging company: one account, one subscriber, one subscription, 12 invoices. */
export function withPagedSubscription(data: SimulatorData): SimulatorData {
  const account = required(data.accounts?.[0], 'account');
  const subscriber = required(data.subscribers?.[0], 'subscriber');
  const subscription = required(data.subscriptions?.[0], 'subscription');
  const invoice = required(data.invoices?.[0], 'invoice');
  return {
    ...data,
    subscription_names: { ...data.subscription_names, [PAGED_SUBSCRIPTION_ID]: 'E2E Paged' },
    accounts: [
      ...(data.accounts ?? []),
      {
        ...account,
        id: PAGED_ACCOUNT_ID,
        name: 'Pagination Partners',
        legal_name: null,
        external_ref: null,
      },
    ],
    subscribers: [
      ...(data.subscribers ?? []),
      {
        ...subscriber,
        id: PAGED_SUBSCRIBER_ID,
        attributes: {
          ...subscriber.attributes,
          account_id: PAGED_ACCOUNT_ID,
          name: 'Paige Turner',
          email: PAGED_EMAIL,
          external_ref: 'e2e-paige',
        },
      },
    ],
    subscriptions: [
      ...(data.subscriptions ?? []),
      {
        ...subscription,
        id: PAGED_SUBSCRIPTION_ID,
        attributes: {
          ...subscription.attributes,
          account_id: PAGED_ACCOUNT_ID,
          external_ref: 'e2e-paged-001',
        },
      },
    ],
    invoices: [
      ...(data.invoices ?? []),
      ...Array.from({ length: PAGED_INVOICES }, (_, index) => pagedInvoice(invoice, index + 1)),
    ],
  };
}

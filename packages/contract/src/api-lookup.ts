/**
 * The BFF's lookup API: what `/api/search`, `/api/customers/…`, `/api/subscriptions/…` and
 * `/api/invoices/…` answer. Shaped for the pages that show them, not like Elastic Path's
 * resources: exact amounts as digit strings with their currency, every time as an RFC 3339 string, derived facts (status label, paid, retries, the next-retry ESTIMATE)
 * computed once in the BFF. BFF tests parse responses with these schemas.
 */
import { z } from 'zod';
import { pageMetaSchema, paymentSchema } from './api.ts';
import { int64StringSchema } from './int64.ts';
import { PAYMENT_STATUSES } from './payment-status.ts';
import { NO_RETRY_REASONS } from './retry-blockers.ts';
import { uuidSchema } from './upstream.ts';
import {
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_STATUS_LINE_KINDS,
} from './upstream-subscriptions/subscription-status.ts';

/** An exact amount: minor units as a digit string, and the currency whose exponent applies. */
export const moneySchema = z.object({ amount: int64StringSchema, currency: z.string() });
export type Money = z.infer<typeof moneySchema>;

export const customerSummarySchema = z.object({
  id: uuidSchema,
  name: z.string(),
  email: z.string(),
  accountId: uuidSchema,
  /** The account's (company's) name; null when the account could not be read. */
  company: z.string().nullable(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const subscriptionStatusSchema = z.object({
  label: z.enum(SUBSCRIPTION_STATUS_LABELS),
  line: z
    .object({
      kind: z.enum(SUBSCRIPTION_STATUS_LINE_KINDS),
      at: z.string(),
      past: z.boolean(),
    })
    .nullable(),
});

export const subscriptionSummarySchema = z.object({
  id: uuidSchema,
  accountId: uuidSchema,
  externalRef: z.string().nullable(),
  offering: z.string(),
  /** Null when `include=plans,pricing_options` did not name it. */
  plan: z.string().nullable(),
  pricingOption: z.string().nullable(),
  /** The pricing option's price on the plan, in the subscription's currency; null when unknown. */
  price: moneySchema.nullable(),
  currency: z.string(),
  status: subscriptionStatusSchema,
  /** `meta.invoice_after`: eligible for its next invoice at the first billing run after this. */
  nextBillingAt: z.string(),
  createdAt: z.string(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

export const latestAttemptSchema = z.object({
  /** The two booleans alone, no amount: never `refund` (`AttemptStatus`). */
  status: z.enum(PAYMENT_STATUSES).exclude(['refund']),
  reason: z.string().nullable(),
  at: z.string(),
});

/** Where a retry stands (`attemptStanding`): a count only where a retry can still come. */
export const retriesSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('retries-left'), count: z.number().int().nonnegative() }),
  z.object({ kind: z.literal('no-retry'), reason: z.enum(NO_RETRY_REASONS) }),
]);

export const invoiceSummarySchema = z.object({
  id: uuidSchema,
  subscriptionId: uuidSchema.nullable(),
  subscriberId: uuidSchema.nullable(),
  /** Not unique (numbers repeat): never the only identifier shown. */
  number: z.number().int().nullable(),
  createdAt: z.string(),
  billingPeriod: z.object({ start: z.string(), end: z.string() }),
  /** `meta.price`; null when the upstream gives none (or an empty currency, awaiting tax). */
  total: moneySchema.nullable(),
  paid: z.boolean(),
  retriesExhausted: z.boolean(),
  taxStatus: z.enum(['not-required', 'applied', 'pending']),
  proForma: z.boolean(),
  /** Customer pages only: the newest attempt; null when none, or not looked up. */
  latestAttempt: latestAttemptSchema.nullable().optional(),
  /**
   * Only on the customer page, only for an outstanding invoice (its payments are read then):
   * what "my payment failed" needs without opening it. Null where the payments were not read.
   */
  outstanding: z
    .object({
      /** Numbered attempts that failed (the contract's attempt ledger). */
      failedAttempts: z.number().int().nonnegative(),
      /** The newest failed attempt's reason; null without one or without a reason. */
      lastReason: z.string().nullable(),
      /** The total while outstanding; null when the total is unknown (awaiting tax). */
      balanceDue: moneySchema.nullable(),
      /** False when the invoice has more payments than one page read: counts are a floor. */
      complete: z.boolean(),
    })
    .nullable()
    .optional(),
  /**
   * Customer pages only, for an outstanding invoice whose payments were read: where its retries
   * stand by the contract's one definition (`attemptStanding`), which counts every attempt the
   * rule allows as exhausted even before Elastic Path sets `retriesExhausted`.
   */
  retries: retriesSchema.nullable().optional(),
  /**
   * Customer pages only, for a paid invoice among the 10 newest (its payments are read whole):
   * what it collected beyond its total, after refunds; null when nothing, or not read.
   */
  overCollected: moneySchema.nullable().optional(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

const group = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** More matched than the 25 shown. */
    more: z.boolean(),
  });

/** A customer as a search lists them: enough to choose between two of the same company. */
export const searchCustomerSchema = customerSummarySchema.extend({
  /**
   * What of the customer the text matched, when the store index answered: their name, their
   * email, their company's name (or legal name), an account member's name or email, or an id.
   */
  matched: z.enum(['name', 'email', 'company', 'member', 'id']).optional(),
  /**
   * Whether the customer has an invoice still to pay (`eq(outstanding,true)`); null when not
   * looked up (only the first customers of a search are).
   */
  owed: z.boolean().nullable(),
});
export type SearchCustomer = z.infer<typeof searchCustomerSchema>;

/** The store index's lists, as a search names them. */
export const INDEX_LISTS = ['customer', 'account', 'member', 'subscription'] as const;

/**
 * Where a search's answer came from and what the store index held then, so that "nothing found"
 * can say what was looked through (docs/search-index.md). `index`: `complete` (every list read
 * whole by the last pass), `partial` (a list stops at Elastic Path's offset ceiling: names were
 * also asked of Elastic Path), `building` (no pass has completed yet: searched live, as before
 * the index), `unavailable` (the console's database cannot be read: searched live), `none` (this
 * deployment keeps no database).
 */
export const searchSourceSchema = z.object({
  answeredBy: z.enum(['index', 'elastic-path', 'index-and-elastic-path']),
  index: z.enum(['complete', 'partial', 'building', 'unavailable', 'none']),
  /** When the last complete pass started; null before the first. */
  asOf: z.string().nullable(),
  /** Records of each list the last complete pass read. */
  holds: z.partialRecord(z.enum(INDEX_LISTS), z.number().int().nonnegative()),
  /** Lists read only up to Elastic Path's offset ceiling. */
  partial: z.array(z.enum(INDEX_LISTS)),
  /** The text as the index compared it (its normal form); null for an id, a link or an email. */
  comparedAs: z.string().nullable(),
});
export type SearchSource = z.infer<typeof searchSourceSchema>;

/** `GET /api/search?q=` */
export const searchResultSchema = z.object({
  /** How the text was read; never the text itself in any log. */
  kind: z.enum(['email', 'uuid', 'link', 'text']),
  customers: group(searchCustomerSchema),
  subscriptions: group(subscriptionSummarySchema),
  invoices: group(invoiceSummarySchema),
  /** Absent from a BFF older than the store index. */
  source: searchSourceSchema.optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** `GET /api/customers/{subscriberId}` */
export const customerPageSchema = z.object({
  customer: customerSummarySchema,
  /** Subscriptions of the customer's account (a subscription names no subscriber). */
  subscriptions: z.array(
    subscriptionSummarySchema.extend({
      /** False for a subscription on the same account that none of this customer's invoices bill. */
      billedToCustomer: z.boolean(),
    }),
  ),
  /** The customer's invoices across all subscriptions, newest first. */
  invoices: z.array(invoiceSummarySchema),
  /** More invoices exist than were read. */
  moreInvoices: z.boolean(),
});
export type CustomerPage = z.infer<typeof customerPageSchema>;

export const subscriptionHistoryEntrySchema = z.object({
  id: uuidSchema,
  action: z.enum(['cancel', 'pause', 'resume', 'pending']),
  at: z.string(),
});

/** `GET /api/subscriptions/{subscriptionId}` */
export const subscriptionPageSchema = z.object({
  subscription: subscriptionSummarySchema.extend({
    timestamps: z.object({
      canceledAt: z.string().nullable(),
      pausedAt: z.string().nullable(),
      resumedAt: z.string().nullable(),
      endDate: z.string().nullable(),
      goLiveAfter: z.string().nullable(),
    }),
  }),
  /** Who its invoices bill; null when it has none yet. */
  customer: customerSummarySchema.nullable(),
  /** Lifecycle changes, oldest first. */
  history: z.array(subscriptionHistoryEntrySchema),
});
export type SubscriptionPage = z.infer<typeof subscriptionPageSchema>;

/** `GET /api/subscriptions/{subscriptionId}/invoices`, newest first. */
export const invoiceListPageSchema = z.object({
  data: z.array(invoiceSummarySchema),
  meta: pageMetaSchema,
});
export type InvoiceListPage = z.infer<typeof invoiceListPageSchema>;

export const nextRetrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('estimate'),
    /** An ESTIMATE: the console computes it; Elastic Path gives no such field. */
    at: z.string(),
    earliest: z.string(),
  }),
  z.object({ kind: z.literal('unknown'), reason: z.string() }),
  z.object({ kind: z.literal('none'), reason: z.string() }),
]);
export type InvoiceNextRetry = z.infer<typeof nextRetrySchema>;

const sumSchema = z.string().regex(/^-?\d+$/);

/** The contract's `InvoiceMoney` on the wire: sums may pass int64, so plain digit strings. */
export const invoiceMoneySchema = z.object({
  currency: z.string().nullable(),
  collected: sumSchema,
  refunded: sumSchema,
  net: sumSchema,
  pending: sumSchema,
  balanceDue: sumSchema.nullable(),
  overCollection: z
    .object({ chargedAgain: sumSchema, refunded: sumSchema, excess: sumSchema.nullable() })
    .nullable(),
  notAdded: z.array(
    z.object({
      paymentId: z.string(),
      amount: z.object({ amount: z.string(), currency: z.string() }),
      role: z.enum(['attempt', 'refund', 'pending', 'after-payment']),
      reason: z.enum(['other-currency', 'unreadable-amount']),
    }),
  ),
  withinInt64: z.boolean(),
});

/** `GET /api/invoices/{invoiceId}` */
export const invoicePageSchema = z.object({
  invoice: invoiceSummarySchema.extend({
    items: z.array(z.object({ description: z.string(), price: moneySchema.nullable() })),
    manualPaymentPending: z.boolean(),
    notYetDue: z.boolean(),
    validFrom: z.string().nullable(),
  }),
  customer: customerSummarySchema.nullable(),
  subscription: subscriptionSummarySchema.nullable(),
  /**
   * Dunning attempts (the contract's `attemptLedger`): collections up to and including the first
   * success; refunds, pending payments and charges after payment are not attempts.
   */
  attempts: z.number().int().nonnegative(),
  failedAttempts: z.number().int().nonnegative(),
  /** Every payment, pending ones included. */
  payments: z.number().int().nonnegative(),
  /** False when the invoice has more than the 1,000 payments read: counts are then a floor. */
  attemptsComplete: z.boolean(),
  /** Attempts allowed in all: 1 + the rule's retries. */
  attemptLimit: z.number().int().positive(),
  /** The count of `retries` where one can still come, else 0. */
  retriesLeft: z.number().int().nonnegative(),
  /** Where a retry stands (`attemptStanding`): a count only where a retry can still come. */
  retries: retriesSchema,
  /** What the payments add up to (`invoiceMoney`), minor units of `currency`. */
  money: invoiceMoneySchema,
  rule: z.object({
    source: z.enum(['default-rule', 'fallback']),
    type: z.string(),
    interval: z.number(),
    unit: z.enum(['day', 'week']),
    limit: z.number().int(),
    /** What happens to the subscription when retries run out; null when not known (fallback). */
    action: z.enum(['none', 'pause', 'close', 'suspend']).nullable(),
  }),
  nextRetry: nextRetrySchema,
});
export type InvoicePage = z.infer<typeof invoicePageSchema>;

export const jobSummarySchema = z.object({
  id: uuidSchema,
  jobType: z.string(),
  status: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

/** `GET /api/invoices/{invoiceId}/payments/{paymentId}` */
export const paymentDetailSchema = z.object({
  payment: paymentSchema,
  /** The payment run that made the attempt; null when it could not be read. */
  job: jobSummarySchema.nullable(),
});
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

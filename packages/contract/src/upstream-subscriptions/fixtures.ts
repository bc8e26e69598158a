/**
 * Valid Subscriptions and Account Management resources in their wire form (amounts as JSON numbers), for tests across the
 * workspace: `@pc/contract/test-fixtures`. Each takes overrides merged at the top level.
 */

const TS = { created_at: '2026-03-01T10:00:00.000Z', updated_at: '2026-03-02T10:00:00.000Z' };
export const FIXTURE_IDS = {
  account: 'a0000000-0000-4000-8000-000000000001',
  subscriber: 'b0000000-0000-4000-8000-000000000001',
  subscription: 'c0000000-0000-4000-8000-000000000001',
  offering: 'd0000000-0000-4000-8000-000000000001',
  plan: 'd0000000-0000-4000-8000-000000000002',
  pricingOption: 'd0000000-0000-4000-8000-000000000003',
  invoice: 'e0000000-0000-4000-8000-000000000001',
  job: 'f0000000-0000-4000-8000-000000000001',
  dunningRule: 'f0000000-0000-4000-8000-000000000002',
  schedule: 'f0000000-0000-4000-8000-000000000003',
  state: 'f0000000-0000-4000-8000-000000000004',
} as const;
const ID = FIXTURE_IDS;
const owned = { owner: 'store', timestamps: TS };

type Overrides = Record<string, unknown>;

/** @example upstreamSubscriberSchema.parse(upstreamSubscriberFixture({ id: otherId })) */
export function upstreamSubscriberFixture(overrides: Overrides = {}) {
  return {
    id: ID.subscriber,
    type: 'subscription_subscriber',
    attributes: {
      account_id: ID.account,
      name: 'Ron Swanson',
      email: 'Ron.Swanson+billing@Example.com',
      ...TS,
    },
    meta: owned,
    ...overrides,
  };
}

/** @example upstreamSubscriptionSchema.parse(upstreamSubscriptionFixture()) */
export function upstreamSubscriptionFixture(overrides: Overrides = {}) {
  return {
    id: ID.subscription,
    type: 'subscription',
    attributes: {
      external_ref: 'crm-sub-1',
      account_id: ID.account,
      offering: {
        id: ID.offering,
        type: 'subscription_offering',
        attributes: { name: 'Cloud Platform', ...TS },
        meta: { external_plan_refs: [], ...owned },
      },
      plan_id: ID.plan,
      pricing_option_id: ID.pricingOption,
      currency: 'USD',
    },
    meta: {
      ...owned,
      status: 'active',
      canceled: false,
      paused: false,
      closed: false,
      suspended: false,
      pending: false,
      manual_payments: false,
      first_invoice_prepaid: false,
      invoice_after: '2026-04-01T00:00:00.000Z',
    },
    ...overrides,
  };
}

/** @example upstreamInvoiceSchema.parse(upstreamInvoiceFixture({ type: 'subscription_invoice' })) */
export function upstreamInvoiceFixture(overrides: Overrides = {}) {
  return {
    id: ID.invoice,
    type: 'subscription_invoice',
    attributes: {
      billing_period: { start: '2026-03-01T00:00:00.000Z', end: '2026-04-01T00:00:00.000Z' },
      invoice_items: [
        {
          description: 'Cloud Platform · Standard',
          price: { currency: 'USD', amount: 49900, includes_tax: false },
          plan_id: ID.plan,
        },
      ],
      outstanding: true,
      number: 1,
      tax_required: false,
      payment_retries_limit_reached: false,
      manual_payment_pending: false,
      pro_forma: false,
      ...TS,
    },
    meta: {
      ...owned,
      subscription_id: ID.subscription,
      subscriber_id: ID.subscriber,
      price: { currency: 'USD', amount: 49900, includes_tax: false },
      proration_events: [],
    },
    ...overrides,
  };
}

/** @example upstreamJobSchema.parse(upstreamJobFixture()) */
export function upstreamJobFixture(overrides: Overrides = {}) {
  return {
    id: ID.job,
    type: 'subscription_job',
    attributes: { job_type: 'payment-run', status: 'success', ...TS },
    meta: {
      ...owned,
      report: {
        total_payment_attempts: 4,
        failed_payments: 1,
        total_collected: { GBP: { amount: 7647 } },
      },
    },
    ...overrides,
  };
}

/** @example upstreamDunningRuleSchema.parse(upstreamDunningRuleFixture()) */
export function upstreamDunningRuleFixture(overrides: Overrides = {}) {
  return {
    id: ID.dunningRule,
    type: 'subscription_dunning_rule',
    attributes: {
      payment_retry_type: 'fixed',
      payment_retry_interval: 2,
      payment_retry_unit: 'day',
      payment_retries_limit: 5,
      action: 'suspend',
      default: true,
    },
    meta: owned,
    ...overrides,
  };
}

/** @example upstreamScheduleSchema.parse(upstreamScheduleFixture()) */
export function upstreamScheduleFixture(overrides: Overrides = {}) {
  return {
    id: ID.schedule,
    type: 'subscription_schedule',
    attributes: {
      specification: '30 0 * * *',
      location: 'Europe/London',
      job: { job_type: 'payment-run' },
      name: 'Nightly payment run',
      ...TS,
    },
    meta: owned,
    ...overrides,
  };
}

/** @example upstreamAccountSchema.parse(upstreamAccountFixture({ legal_name: null })) */
export function upstreamAccountFixture(overrides: Overrides = {}) {
  return {
    id: ID.account,
    type: 'account',
    name: 'Acme Corporation',
    legal_name: 'Acme Corporation Ltd',
    registration_id: 'ACME-0001',
    external_ref: null,
    meta: { timestamps: TS },
    ...overrides,
  };
}

import { describe, expect, it } from 'vitest';
import { parseExactJson } from '../exact-json.ts';
import { upstreamAccountListSchema, upstreamAccountSchema } from './account.ts';
import {
  upstreamAccountFixture,
  upstreamSubscriberFixture,
  upstreamSubscriptionFixture,
} from './fixtures.ts';
import { upstreamSubscriberListSchema, upstreamSubscriberSchema } from './subscriber.ts';
import { upstreamSubscriptionListSchema, upstreamSubscriptionSchema } from './subscription.ts';

const subscriber = upstreamSubscriberFixture();
const subscription = upstreamSubscriptionFixture();

function withAttributes<T extends { attributes: object }>(base: T, attributes: object): T {
  return { ...base, attributes: { ...base.attributes, ...attributes } };
}

describe('upstreamSubscriberSchema', () => {
  it('accepts the spec resource and keeps the email exactly as stored', () => {
    const parsed = upstreamSubscriberSchema.parse(subscriber);
    expect(parsed.attributes.email).toBe('Ron.Swanson+billing@Example.com');
  });

  it.each([
    ['a name of 3 characters', { name: 'Abe' }, true],
    ['a name of 2 characters', { name: 'Al' }, false],
    ['a name of 1025 characters', { name: 'x'.repeat(1025) }, false],
    ['an account_id that is not a UUID', { account_id: 'acme' }, false],
    ['a missing email', { email: undefined }, false],
  ])('%s → valid %s', (_, attributes, valid) => {
    expect(upstreamSubscriberSchema.safeParse(withAttributes(subscriber, attributes)).success).toBe(
      valid,
    );
  });

  it('rejects another type and an owner other than store or organization', () => {
    expect(upstreamSubscriberSchema.safeParse({ ...subscriber, type: 'subscriber' }).success).toBe(
      false,
    );
    const meta = { ...subscriber.meta, owner: 'shopper' };
    expect(upstreamSubscriberSchema.safeParse({ ...subscriber, meta }).success).toBe(false);
  });

  it('reads a list with or without meta and links', () => {
    expect(upstreamSubscriberListSchema.parse({ data: [subscriber] }).data).toHaveLength(1);
    const links = {
      first: 'https://x/v2/subscriptions/subscribers',
      last: null,
      next: null,
      prev: null,
    };
    expect(upstreamSubscriberListSchema.safeParse({ data: [], links }).success).toBe(true);
  });
});

describe('upstreamSubscriptionSchema', () => {
  it('accepts the spec resource without name or email (docs/upstream/real-service.md#subscriptions-filtered-by-name-or-email)', () => {
    const parsed = upstreamSubscriptionSchema.parse(subscription);
    expect(parsed.attributes.offering.attributes.name).toBe('Cloud Platform');
    expect(parsed.meta.status).toBe('active');
  });

  it('accepts go_live_after in meta.timestamps or in attributes (docs/upstream/real-service.md#go-live-time-in-meta-or-attributes)', () => {
    const at = '2026-06-01T00:00:00.000Z';
    const inMeta = {
      ...subscription,
      meta: {
        ...subscription.meta,
        timestamps: { ...subscription.meta.timestamps, go_live_after: at },
      },
    };
    expect(upstreamSubscriptionSchema.parse(inMeta).meta.timestamps.go_live_after).toBe(at);
    const inAttributes = withAttributes(subscription, { go_live_after: at });
    expect(upstreamSubscriptionSchema.parse(inAttributes).attributes.go_live_after).toBe(at);
  });

  it.each([
    'canceled',
    'paused',
    'closed',
    'suspended',
    'pending',
    'manual_payments',
    'invoice_after',
  ])('requires meta.%s', (key) => {
    const meta: Record<string, unknown> = { ...subscription.meta };
    delete meta[key];
    expect(upstreamSubscriptionSchema.safeParse({ ...subscription, meta }).success).toBe(false);
  });

  it('rejects a billing status other than active or inactive', () => {
    const meta = { ...subscription.meta, status: 'paused' };
    expect(upstreamSubscriptionSchema.safeParse({ ...subscription, meta }).success).toBe(false);
  });

  it('rejects an external_ref over 2048 characters', () => {
    const long = withAttributes(subscription, { external_ref: 'x'.repeat(2049) });
    expect(upstreamSubscriptionSchema.safeParse(long).success).toBe(false);
    const max = withAttributes(subscription, { external_ref: 'x'.repeat(2048) });
    expect(upstreamSubscriptionSchema.safeParse(max).success).toBe(true);
  });

  it('reads included plans and pricing options with exact int64 prices', () => {
    const text = `{"data":[${JSON.stringify(subscription)}],"included":{"plans":[{"id":"d0000000-0000-4000-8000-000000000002","type":"subscription_offering_plan","attributes":{"name":"Standard","price":{"USD":{"amount":9223372036854775807,"includes_tax":false}}},"meta":{"active_plan":true}}],"pricing_options":[{"id":"d0000000-0000-4000-8000-000000000003","type":"subscription_offering_pricing_option","attributes":{"name":"Monthly","billing_interval_type":"month","billing_frequency":1,"plan_length":1,"end_behavior":"roll","can_pause":true,"can_resume":true,"can_cancel":true},"meta":{"prices":{"d0000000-0000-4000-8000-000000000002":{"price":{"KWD":{"amount":-9223372036854775808}},"display_price":{"without_tax":{"amount":12750,"currency":"KWD","formatted":"KWD 12.750"}}}},"active_pricing_option":null}}]}}`;
    const parsed = upstreamSubscriptionListSchema.parse(parseExactJson(text));
    expect(parsed.included?.plans?.[0]?.attributes.price?.USD?.amount).toBe('9223372036854775807');
    const prices = parsed.included?.pricing_options?.[0]?.meta.prices ?? {};
    expect(Object.values(prices)[0]?.price.KWD?.amount).toBe('-9223372036854775808');
  });

  it('rejects a plan price beyond int64 and an unknown billing interval', () => {
    const text = `{"data":[],"included":{"plans":[{"id":"d0000000-0000-4000-8000-000000000002","type":"subscription_offering_plan","attributes":{"name":"X","price":{"USD":{"amount":9223372036854775808}}},"meta":{}}]}}`;
    expect(upstreamSubscriptionListSchema.safeParse(parseExactJson(text)).success).toBe(false);
    const option = {
      id: 'd0000000-0000-4000-8000-000000000003',
      type: 'subscription_offering_pricing_option',
      attributes: { name: 'Fortnightly', billing_interval_type: 'fortnight' },
      meta: {},
    };
    const list = { data: [], included: { pricing_options: [option] } };
    expect(upstreamSubscriptionListSchema.safeParse(list).success).toBe(false);
  });
});

describe('upstreamAccountSchema', () => {
  it('accepts top-level fields with null optionals', () => {
    const parsed = upstreamAccountSchema.parse(upstreamAccountFixture({ parent_id: null }));
    expect(parsed.name).toBe('Acme Corporation');
    expect(parsed.external_ref).toBeNull();
  });

  it('rejects a resource with attributes instead of top-level fields', () => {
    const { name: _, ...rest } = upstreamAccountFixture();
    expect(upstreamAccountSchema.safeParse({ ...rest, attributes: { name: 'Acme' } }).success).toBe(
      false,
    );
  });

  it('requires meta on the list: Account Management lists carry totals', () => {
    const data = [upstreamAccountFixture()];
    expect(upstreamAccountListSchema.safeParse({ data }).success).toBe(false);
    const meta = {
      page: { limit: 25, current: 1, offset: 0, total: 1 },
      results: { total: 1 },
    };
    expect(upstreamAccountListSchema.parse({ data, meta }).meta.results?.total).toBe(1);
  });
});

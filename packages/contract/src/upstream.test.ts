import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseExactJson } from './exact-json.ts';
import { upstreamPaymentFixture } from './test-fixtures.ts';
import {
  tokenResponseSchema,
  upstreamErrorSchema,
  upstreamPaymentListSchema,
  upstreamPaymentSchema,
} from './upstream.ts';

const payment = upstreamPaymentFixture;

function withAttributes(attributes: Record<string, unknown>) {
  const base = payment();
  return { ...base, attributes: { ...base.attributes, ...attributes } };
}

describe('upstreamPaymentSchema', () => {
  it('accepts the spec resource and outputs the amount as a digit string', () => {
    const parsed = upstreamPaymentSchema.parse(payment());
    expect(parsed.attributes.amount.amount).toBe('1999');
    expect(parsed.attributes.manual_payment).toBe(false);
  });

  it('accepts manual_payment in meta, as the real OpenAPI places it', () => {
    const base = payment();
    const { manual_payment: _, ...attributes } = base.attributes;
    const real = { ...base, attributes, meta: { ...base.meta, manual_payment: true } };
    expect(upstreamPaymentSchema.parse(real).meta.manual_payment).toBe(true);
  });

  it('rejects a payment with manual_payment in neither place', () => {
    const base = payment();
    const { manual_payment: _, ...attributes } = base.attributes;
    const result = upstreamPaymentSchema.safeParse({ ...base, attributes });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['attributes', 'manual_payment']);
  });

  it('accepts absent or null optional fields (failed payment without payment_taken_at)', () => {
    const base = payment();
    const failed = {
      ...base,
      attributes: {
        success: false,
        gateway: 'stripe',
        failure_detail: { reason: 'Card Failure' },
        amount: { currency: 'EUR', amount: 500 },
        manual_payment: false,
        pending: null,
        external_payment_id: null,
      },
      meta: {
        ...base.meta,
        timestamps: { created_at: '2026-03-01T10:00:00Z', updated_at: '2026-03-01T10:00:00+02:00' },
      },
    };
    expect(upstreamPaymentSchema.safeParse(failed).success).toBe(true);
  });

  it('keeps int64 extremes exact when the body is parsed exactly', () => {
    const text = JSON.stringify(payment()).replace(
      '"amount":1999',
      '"amount":-9223372036854775808',
    );
    const parsed = upstreamPaymentSchema.parse(parseExactJson(text));
    expect(parsed.attributes.amount.amount).toBe('-9223372036854775808');
  });

  it.each([
    ['a wrong type', { type: 'order' }],
    ['a non-UUID id', { id: 'not-a-uuid' }],
    ['a missing attributes object', { attributes: undefined }],
  ])('rejects %s', (_name, overrides) => {
    expect(upstreamPaymentSchema.safeParse(payment(overrides)).success).toBe(false);
  });

  it.each([
    ['success as a string', { success: 'true' }],
    ['a gateway over 1024 characters', { gateway: 'g'.repeat(1025) }],
    ['a fractional amount', { amount: { currency: 'USD', amount: 19.99 } }],
    ['an amount as a string', { amount: { currency: 'USD', amount: '1999' } }],
    ['a missing currency', { amount: { amount: 1 } }],
  ])('rejects %s', (_name, attributes) => {
    expect(upstreamPaymentSchema.safeParse(withAttributes(attributes)).success).toBe(false);
  });

  it('accepts a gateway of exactly 1024 characters', () => {
    expect(
      upstreamPaymentSchema.safeParse(withAttributes({ gateway: 'g'.repeat(1024) })).success,
    ).toBe(true);
  });

  it('rejects a timestamp that is not ISO 8601', () => {
    const base = payment();
    const bad = {
      ...base,
      meta: { ...base.meta, timestamps: { created_at: 'yesterday', updated_at: 'now' } },
    };
    expect(upstreamPaymentSchema.safeParse(bad).success).toBe(false);
  });
});

describe('upstreamPaymentListSchema', () => {
  it("compiles ahead of time, to the runtime parser's outputs and issues (the BFF parses with it)", () => {
    const compiled = z.compile(upstreamPaymentListSchema, { strict: true });
    const { manual_payment: _, ...withoutManual } = payment().attributes;
    const bodies = [
      { data: [payment(), payment({ id: '0f9b1a2c-3d4e-4f50-8a6b-7c8d9e0f1a2c' })], links: {} },
      parseExactJson(JSON.stringify({ data: [payment()] }).replace('1999', '-9223372036854775808')),
      parseExactJson(JSON.stringify({ data: [payment()] }).replace('1999', '9223372036854775808')),
      { data: [{ ...payment(), attributes: withoutManual }] },
      { data: [payment({ id: 'not-a-uuid' })], meta: { results: { total: -1 } } },
    ];
    for (const body of bodies) {
      const [fast, slow] = [compiled.safeParse(body), upstreamPaymentListSchema.safeParse(body)];
      expect(fast.success).toBe(slow.success);
      expect(fast.data).toEqual(slow.data);
      expect(fast.error?.issues).toEqual(slow.error?.issues);
    }
  });

  it('accepts the spec envelope with meta.page and meta.results', () => {
    const list = {
      data: [payment()],
      links: {
        first: 'https://x/v2/p?page%5Blimit%5D=25&page%5Boffset%5D=0',
        last: null,
        next: null,
        prev: null,
      },
      meta: { page: { limit: 25, offset: 0, current: 1, total: 1 }, results: { total: 1 } },
    };
    expect(upstreamPaymentListSchema.parse(list).meta?.results?.total).toBe(1);
  });

  it('accepts the real shape: no meta, links {} or link objects', () => {
    expect(upstreamPaymentListSchema.safeParse({ data: [], links: {} }).success).toBe(true);
    const objectLinks = {
      data: [],
      links: { next: { href: 'https://x/next', title: 'next' }, current: 'https://x' },
    };
    expect(upstreamPaymentListSchema.safeParse(objectLinks).success).toBe(true);
    expect(upstreamPaymentListSchema.safeParse({ data: [], meta: {} }).success).toBe(true);
  });

  it('rejects a body without data, or with a negative total', () => {
    expect(upstreamPaymentListSchema.safeParse({ links: {} }).success).toBe(false);
    expect(upstreamPaymentListSchema.safeParse({ data: {} }).success).toBe(false);
    expect(
      upstreamPaymentListSchema.safeParse({ data: [], meta: { results: { total: -1 } } }).success,
    ).toBe(false);
  });
});

describe('tokenResponseSchema', () => {
  const token = {
    access_token: 'abc',
    token_type: 'Bearer',
    expires_in: 3600,
    expires: 1524486008,
    identifier: 'client_credentials',
  };

  it('accepts the flat token object of docs/upstream/payments-api.md#token-response', () => {
    expect(tokenResponseSchema.parse(token).expires).toBe(1524486008);
  });

  it('tolerates missing expiry fields (the token manager bounds the lifetime)', () => {
    expect(
      tokenResponseSchema.safeParse({ access_token: 'abc', token_type: 'bearer' }).success,
    ).toBe(true);
  });

  it.each([
    ['no access_token', { ...token, access_token: undefined }],
    ['an empty access_token', { ...token, access_token: '' }],
    ['a non-bearer type', { ...token, token_type: 'mac' }],
    ['expires as text', { ...token, expires: 'soon' }],
    ['a wrapped body', { data: token }],
  ])('rejects %s', (_name, body) => {
    expect(tokenResponseSchema.safeParse(body).success).toBe(false);
  });
});

describe('upstreamErrorSchema', () => {
  it('accepts status as a string or a number, and normalises to a string', () => {
    const numeric = upstreamErrorSchema.parse({
      errors: [{ status: 401, title: 'Unable to validate access token' }],
    });
    expect(numeric.errors[0]?.status).toBe('401');
    const text = upstreamErrorSchema.parse({
      errors: [{ status: '404', title: 'Not Found', detail: 'x' }],
    });
    expect(text.errors[0]?.status).toBe('404');
  });

  it('rejects an empty errors array or a missing title', () => {
    expect(upstreamErrorSchema.safeParse({ errors: [] }).success).toBe(false);
    expect(upstreamErrorSchema.safeParse({ errors: [{ status: 500 }] }).success).toBe(false);
  });
});

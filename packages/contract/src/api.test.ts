import { describe, expect, it } from 'vitest';
import { pageLimitSchema, pageOffsetSchema, paymentsPageSchema } from './api.ts';

describe('pageOffsetSchema', () => {
  it.each([
    ['0', 0],
    ['25', 25],
    ['10000', 10000],
  ])('accepts %s', (text, value) => expect(pageOffsetSchema.parse(text)).toBe(value));

  it.each(['-1', '10001', '1.5', '1e3', '', ' 1', '01', 'abc', '99999999999999999999'])(
    'rejects %j',
    (text) => expect(pageOffsetSchema.safeParse(text).success).toBe(false),
  );
});

describe('pageLimitSchema', () => {
  it.each([
    ['1', 1],
    ['100', 100],
  ])('accepts %s', (text, value) => expect(pageLimitSchema.parse(text)).toBe(value));

  it.each(['0', '101', '-5', '2.5', '', 'ten'])('rejects %j', (text) =>
    expect(pageLimitSchema.safeParse(text).success).toBe(false),
  );
});

describe('paymentsPageSchema', () => {
  it('accepts null totals (the real service sends none) and requires hasNext', () => {
    const page = {
      data: [],
      meta: {
        page: { limit: null, offset: 0, current: null, total: null, hasNext: false },
        results: { total: null },
      },
    };
    expect(paymentsPageSchema.safeParse(page).success).toBe(true);
    const { hasNext: _, ...withoutHasNext } = page.meta.page;
    expect(
      paymentsPageSchema.safeParse({ ...page, meta: { ...page.meta, page: withoutHasNext } })
        .success,
    ).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  exportReportSchema,
  pageLimitSchema,
  pageOffsetSchema,
  paymentsPageSchema,
} from './api.ts';
import { paymentStatus } from './payment-status.ts';

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

describe('exportReportSchema', () => {
  const report = {
    subscriptionId: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
    invoiceId: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
    offset: 0,
    limit: null,
    rows: 12,
    status: null,
  };

  it('reads a report without scope as a page export (older clients)', () => {
    expect(exportReportSchema.parse(report)).toEqual({ ...report, scope: 'page' });
  });

  it('takes the refund status and up to 1,000 rows for the whole invoice', () => {
    const all = { ...report, rows: 1000, status: 'refund', scope: 'all' };
    expect(exportReportSchema.parse(all)).toEqual(all);
    expect(exportReportSchema.safeParse({ ...all, rows: 1001 }).success).toBe(false);
  });

  it('keeps a page export at 100 rows, and names rows when it is over', () => {
    const result = exportReportSchema.safeParse({ ...report, rows: 101, scope: 'page' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['rows']);
    expect(exportReportSchema.safeParse({ ...report, scope: 'everything' }).success).toBe(false);
  });
});

describe('paymentStatus', () => {
  it('is refund for a succeeded payment with a negative amount, only then', () => {
    const status = (success: boolean, amount: string, pending?: boolean) =>
      paymentStatus({ success, pending, amount: { amount } });
    expect(status(true, '-500')).toBe('refund');
    expect(status(true, '-0')).toBe('succeeded');
    expect(status(true, '500')).toBe('succeeded');
    expect(status(false, '-500')).toBe('failed');
    expect(status(false, '-500', true)).toBe('pending');
    // Without the amount, only the attempt statuses.
    expect(paymentStatus({ success: true })).toBe('succeeded');
  });
});

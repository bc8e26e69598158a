import type { PaymentsPage } from '@pc/contract';
import { describe, expect, it } from 'vitest';
import { nextWholePageOffset } from '../../api/invoice-queries';
import { makePayment } from './payment-fixture';
import { wholeInvoice } from './whole-invoice';

let serial = 0;
function page(offset: number, rows: number, hasNext: boolean, total: number | null): PaymentsPage {
  return {
    data: Array.from({ length: rows }, () => {
      serial += 1;
      const minute = String(serial % 60).padStart(2, '0');
      return makePayment({
        id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
        timestamps: { created_at: `2026-03-0${1 + (serial % 9)}T10:${minute}:00Z` },
      });
    }),
    meta: {
      page: { limit: 100, offset, current: null, total: null, hasNext },
      results: { total },
    },
  };
}

describe('wholeInvoice', () => {
  it('adds the pages up, newest first, and is complete when the last page says so', () => {
    const pages = [page(0, 100, true, 246), page(100, 100, true, 246), page(200, 46, false, 246)];
    const whole = wholeInvoice(pages, undefined);
    expect(whole).toMatchObject({ loaded: 246, expected: 246, complete: true, overLimit: false });
    const times = whole.payments.map((p) => Date.parse(p.meta.timestamps.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('knows the count from the invoice when the upstream sends no totals', () => {
    const invoice = { payments: 246, attemptsComplete: true };
    expect(wholeInvoice([page(0, 100, true, null)], invoice)).toMatchObject({
      loaded: 100,
      expected: 246,
      complete: false,
    });
    expect(wholeInvoice([page(0, 100, true, null)], undefined).expected).toBeNull();
  });

  it('is over the limit above 1,000 payments, however it learns so', () => {
    expect(wholeInvoice([page(0, 100, true, 10_120)], undefined).overLimit).toBe(true);
    expect(
      wholeInvoice([page(0, 100, true, null)], { payments: 1000, attemptsComplete: false })
        .overLimit,
    ).toBe(true);
    const ten = Array.from({ length: 10 }, (_, i) => page(i * 100, 100, true, null));
    expect(wholeInvoice(ten, undefined)).toMatchObject({ overLimit: true, complete: false });
    const exactly = [...ten.slice(0, 9), page(900, 100, false, null)];
    expect(wholeInvoice(exactly, undefined)).toMatchObject({ overLimit: false, complete: true });
  });
});

describe('nextWholePageOffset', () => {
  it('asks for pages of 100 until the last, and none past 1,000 payments', () => {
    expect(nextWholePageOffset([page(0, 100, true, 246)])).toBe(100);
    expect(nextWholePageOffset([page(0, 100, true, 246), page(100, 46, false, 246)])).toBe(
      undefined,
    );
    expect(nextWholePageOffset([page(0, 100, true, 1001)])).toBeUndefined();
    expect(nextWholePageOffset([page(900, 100, true, null)])).toBeUndefined();
  });
});

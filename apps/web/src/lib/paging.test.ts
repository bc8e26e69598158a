import type { PaymentsPage } from '@pc/contract';
import { describe, expect, it } from 'vitest';
import { makePayment } from '../features/invoice/payment-fixture';
import { alignOffset, computeClientPaging, computePaging, rangeText } from './paging';

function page(
  rows: number,
  meta: Partial<PaymentsPage['meta']['page']> & { totalRows?: number | null },
): PaymentsPage {
  const { totalRows = null, ...pageMeta } = meta;
  return {
    data: Array.from({ length: rows }, () => makePayment()),
    meta: {
      page: { limit: null, offset: 0, current: null, total: null, hasNext: false, ...pageMeta },
      results: { total: totalRows },
    },
  };
}

describe('computePaging', () => {
  it('uses the totals when known', () => {
    const p = computePaging(
      page(25, { limit: 25, offset: 25, current: 2, total: 6, hasNext: true, totalRows: 137 }),
      null,
    );
    expect(p).toMatchObject({
      pageSize: 25,
      pageNumber: 2,
      pageCount: 6,
      previousOffset: 0,
      nextOffset: 50,
      firstOffset: 0,
      lastOffset: 125,
      nextBeyondLimit: false,
    });
    expect(rangeText(p, 'en-US')).toBe('Showing 26–50 of 137');
  });

  it('computes page numbers when the BFF leaves them out', () => {
    const p = computePaging(
      page(12, { limit: 25, offset: 125, hasNext: false, totalRows: 137 }),
      25,
    );
    expect(p).toMatchObject({ pageNumber: 6, pageCount: 6, nextOffset: null, lastOffset: null });
    expect(rangeText(p, 'en-US')).toBe('Showing 126–137 of 137');
  });

  it('says only what is certain without totals', () => {
    const p = computePaging(page(25, { offset: 25, hasNext: true }), null);
    expect(p).toMatchObject({
      pageSize: 25,
      pageNumber: null,
      pageCount: null,
      firstOffset: null,
      lastOffset: null,
      nextOffset: 50,
      previousOffset: 0,
    });
    expect(rangeText(p, 'en-US')).toBe('Showing 26–50');
  });

  it('stops before offset 10000', () => {
    const p = computePaging(page(100, { limit: 100, offset: 9950, hasNext: true }), 100);
    expect(p).toMatchObject({ nextOffset: null, nextBeyondLimit: true });
    const q = computePaging(page(50, { limit: 50, offset: 9950, hasNext: true }), 50);
    expect(q).toMatchObject({ nextOffset: 10000, nextBeyondLimit: false });
    const far = computePaging(
      page(10, { limit: 10, offset: 0, hasNext: true, totalRows: 50_000 }),
      10,
    );
    expect(far).toMatchObject({ lastOffset: null, lastBeyondLimit: true });
  });

  it('never goes below offset 0', () => {
    expect(computePaging(page(25, { limit: 25, offset: 10 }), 25).previousOffset).toBe(0);
    expect(computePaging(page(25, { limit: 25, offset: 0 }), 25).previousOffset).toBeNull();
  });

  it('handles an empty invoice', () => {
    const p = computePaging(page(0, { offset: 0, hasNext: false, totalRows: 0 }), null);
    expect(p).toMatchObject({ nextOffset: null, previousOffset: null, lastOffset: null });
    expect(rangeText(p, 'en-US')).toBe('Showing 0 of 0');
  });
});

describe('alignOffset', () => {
  it('keeps the first visible row on the new page', () => {
    expect(alignOffset(75, 50)).toBe(50);
    expect(alignOffset(30, 10)).toBe(30);
    expect(alignOffset(0, 100)).toBe(0);
  });
});

describe('computeClientPaging', () => {
  it('pages through rows the browser holds', () => {
    const p = computeClientPaging(25, 25, 246);
    expect(p).toMatchObject({
      pageNumber: 2,
      pageCount: 10,
      previousOffset: 0,
      nextOffset: 50,
      firstOffset: 0,
      lastOffset: 225,
    });
    expect(rangeText(p, 'en-US')).toBe('Showing 26–50 of 246');
    expect(rangeText(computeClientPaging(225, 25, 246), 'en-US')).toBe('Showing 226–246 of 246');
    expect(computeClientPaging(225, 25, 246)).toMatchObject({ nextOffset: null, lastOffset: null });
  });

  it('says what a filter leaves', () => {
    const p = computeClientPaging(0, 25, 7);
    expect(rangeText(p, 'en-US')).toBe('Showing 1–7 of 7');
    expect(p).toMatchObject({ previousOffset: null, nextOffset: null, pageCount: 1 });
  });

  it('leads back from an offset past the end', () => {
    const p = computeClientPaging(9990, 10, 246);
    expect(p).toMatchObject({ rowsOnPage: 0, firstOffset: 0, nextOffset: null, lastOffset: null });
    expect(p.previousOffset).toBe(240);
    expect(rangeText(computeClientPaging(0, 25, 0), 'en-US')).toBe('Showing 0 of 0');
  });
});

import { upstreamPaymentListSchema } from '@pc/contract';
import { upstreamPaymentFixture } from '@pc/contract/test-fixtures';
import { describe, expect, it } from 'vitest';
import { toPaymentsPage } from './payments-page.ts';

function list(body: Record<string, unknown>) {
  return upstreamPaymentListSchema.parse(body);
}

const three = [upstreamPaymentFixture(), upstreamPaymentFixture(), upstreamPaymentFixture()];

describe('toPaymentsPage', () => {
  it('takes totals from meta when the upstream sends them', () => {
    const page = toPaymentsPage(
      list({
        data: three,
        meta: { page: { limit: 3, offset: 3, current: 2, total: 3 }, results: { total: 9 } },
      }),
      { offset: 3, limit: 3 },
    );
    expect(page.meta).toEqual({
      page: { limit: 3, offset: 3, current: 2, total: 3, hasNext: true },
      results: { total: 9 },
    });
  });

  it('without meta, does not believe links.next: a full page may have more, a short one is the last', () => {
    // The real service's links point at another host and may be null on a full page (docs/upstream/real-service.md#links-are-not-trustworthy).
    const full = toPaymentsPage(list({ data: three, links: { next: null } }), {
      offset: 0,
      limit: 3,
    });
    expect(full.meta).toEqual({
      page: { limit: 3, offset: 0, current: 1, total: null, hasNext: true },
      results: { total: null },
    });
    const next =
      'https://epcc-integration.global.ssl.fastly.net/v2/p?page%5Blimit%5D=3&page%5Boffset%5D=3';
    expect(
      toPaymentsPage(list({ data: three.slice(0, 2), links: { next } }), { offset: 0, limit: 3 })
        .meta.page.hasNext,
    ).toBe(false);
  });

  it('without meta or links.next, a full page means there may be more', () => {
    expect(
      toPaymentsPage(list({ data: three, links: {} }), { offset: 0, limit: 3 }).meta.page.hasNext,
    ).toBe(true);
    expect(
      toPaymentsPage(list({ data: three, links: {} }), { offset: 0, limit: 5 }).meta.page.hasNext,
    ).toBe(false);
  });

  it('reads the store page length from the links when the request named none', () => {
    const first = 'https://x/v2/p?page%5Blimit%5D=25&page%5Boffset%5D=0';
    const page = toPaymentsPage(list({ data: three, links: { first, next: null } }), {
      offset: 50,
      limit: undefined,
    });
    expect(page.meta.page).toMatchObject({ limit: 25, current: 3 });
  });

  it('moves manual_payment from meta into attributes and drops null optionals', () => {
    const base = upstreamPaymentFixture();
    const { manual_payment: _, ...attributes } = base.attributes;
    const real = {
      ...base,
      attributes: { ...attributes, pending: null, external_payment_id: null, failure_detail: null },
      meta: { ...base.meta, manual_payment: true },
    };
    const [payment] = toPaymentsPage(list({ data: [real] }), { offset: 0, limit: 25 }).data;
    expect(payment?.attributes.manual_payment).toBe(true);
    // What the browser gets: a null optional is left out of the JSON.
    const wire = JSON.parse(JSON.stringify(payment));
    expect(wire.attributes).not.toHaveProperty('pending');
    expect(wire.attributes).not.toHaveProperty('external_payment_id');
    expect(wire.attributes).not.toHaveProperty('failure_detail');
    expect(wire.meta).not.toHaveProperty('manual_payment');
  });
});

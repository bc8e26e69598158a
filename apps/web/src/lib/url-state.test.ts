import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW_STATE, matchRoute, parseViewState, paymentsHref } from './url-state';

const SID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const IID = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';

describe('parseViewState', () => {
  it('reads offset, limit and status', () => {
    expect(parseViewState('?offset=25&limit=25&status=failed')).toEqual({
      offset: 25,
      limit: 25,
      status: 'failed',
    });
    expect(parseViewState('offset=10000&limit=100&status=pending')).toEqual({
      offset: 10000,
      limit: 100,
      status: 'pending',
    });
  });

  it('is the defaults for an empty query', () => {
    expect(parseViewState('')).toEqual(DEFAULT_VIEW_STATE);
  });

  it.each([
    '?offset=-1',
    '?offset=10001',
    '?offset=1e3',
    '?offset=abc',
    '?offset=2.5',
    '?offset=99999999999999999999',
    '?offset=',
    '?limit=0',
    '?limit=101',
    '?limit=1000',
    '?limit=30',
    '?limit=-10',
    '?limit=ten',
    '?status=all',
    '?status=FAILED',
    '?status=refunded',
    '?status=',
    '?%E0%A4%A=1',
  ])('falls back to defaults for %s', (search) => {
    expect(parseViewState(search)).toEqual(DEFAULT_VIEW_STATE);
  });

  it('keeps the valid values when others are invalid', () => {
    expect(parseViewState('?offset=50&limit=500&status=x')).toEqual({
      offset: 50,
      limit: null,
      status: null,
    });
  });
});

describe('matchRoute', () => {
  it('matches home and the payments view', () => {
    expect(matchRoute('/')).toEqual({ name: 'home' });
    expect(matchRoute(`/subscriptions/${SID}/invoices/${IID}`)).toEqual({
      name: 'payments',
      invoice: { subscriptionId: SID, invoiceId: IID },
    });
    expect(matchRoute(`/subscriptions/${SID}/invoices/${IID}/`)).toMatchObject({
      name: 'payments',
    });
  });

  it('lower-cases the ids', () => {
    expect(matchRoute(`/subscriptions/${SID.toUpperCase()}/invoices/${IID}`)).toEqual({
      name: 'payments',
      invoice: { subscriptionId: SID, invoiceId: IID },
    });
  });

  it('never passes a non-UUID on', () => {
    expect(matchRoute(`/subscriptions/nope/invoices/${IID}`)).toEqual({ name: 'bad-invoice-link' });
    expect(matchRoute(`/subscriptions/${SID}/invoices/%E0%A4%A`)).toEqual({
      name: 'bad-invoice-link',
    });
    expect(matchRoute('/elsewhere')).toEqual({ name: 'not-found' });
  });
});

describe('paymentsHref', () => {
  it('leaves defaults out and round-trips', () => {
    const invoice = { subscriptionId: SID, invoiceId: IID };
    expect(paymentsHref(invoice)).toBe(`/subscriptions/${SID}/invoices/${IID}`);
    const href = paymentsHref(invoice, { offset: 50, limit: 25, status: 'succeeded' });
    expect(href).toBe(`/subscriptions/${SID}/invoices/${IID}?offset=50&limit=25&status=succeeded`);
    const url = new URL(href, 'http://x');
    expect(matchRoute(url.pathname)).toEqual({ name: 'payments', invoice });
    expect(parseViewState(url.search)).toEqual({ offset: 50, limit: 25, status: 'succeeded' });
  });
});

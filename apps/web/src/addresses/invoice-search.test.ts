import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { invoiceSearchSchema } from './invoice-search';

/** What the route's components read for a query string: the router's parser, then the schema. */
function read(search: string) {
  return invoiceSearchSchema.parse(defaultParseSearch(search));
}

const DEFAULTS = { offset: 0 };
const PAYMENT = '0b6a1c2e-1f5e-4c7a-9a51-1d2e3f4a5b6c';

describe('invoiceSearchSchema', () => {
  it('reads offset, limit, status, sort and payment', () => {
    expect(read(`?offset=25&limit=25&status=refund&sort=amount.desc&payment=${PAYMENT}`)).toEqual({
      offset: 25,
      limit: 25,
      status: 'refund',
      sort: 'amount.desc',
      payment: PAYMENT,
    });
  });

  it('keeps the list the invoice was opened from, and only a list of this console', () => {
    const from = '/attention?owner=me&currency=EUR&sort=balance.desc';
    expect(read(`?from=${encodeURIComponent(from)}`)).toEqual({ ...DEFAULTS, from });
    expect(read('?from=%2Fmy-work').from).toBe('/my-work');
    for (const other of ['https://evil.example/attention', '//evil.example', '/customers/x', 'x']) {
      expect(read(`?from=${encodeURIComponent(other)}`).from, other).toBeUndefined();
    }
  });

  it('is the defaults for an empty query', () => {
    expect(read('')).toEqual(DEFAULTS);
    expect(invoiceSearchSchema.parse({})).toEqual(DEFAULTS);
  });

  it.each(['?offset=-1', '?offset=10001', '?offset=abc', '?offset=2.5', '?offset=%5B1%5D'])(
    'falls back to offset 0 for %s',
    (search) => {
      expect(read(search)).toEqual(DEFAULTS);
    },
  );

  it.each(['?limit=0', '?limit=101', '?limit=1000', '?limit=30', '?limit=ten', '?limit='])(
    'allows nothing above 100 rows per page, nor other sizes: %s',
    (search) => {
      expect(read(search)).toEqual({ ...DEFAULTS, limit: undefined });
    },
  );

  it.each(['?status=all', '?status=FAILED', '?status=refunded', '?status='])(
    'falls back to every status for %s',
    (search) => {
      expect(read(search)).toEqual({ ...DEFAULTS, status: undefined });
    },
  );

  it.each(['?sort=amount', '?sort=amount.up', '?sort=secret.desc', '?sort=1'])(
    'falls back to newest first for %s',
    (search) => {
      expect(read(search)).toEqual({ ...DEFAULTS, sort: undefined });
    },
  );

  it.each(['?payment=nope', '?payment=1', `?payment=${PAYMENT}x`])(
    'opens no details for %s',
    (search) => {
      expect(read(search)).toEqual({ ...DEFAULTS, payment: undefined });
    },
  );

  it('keeps the valid values when others are invalid', () => {
    expect(read('?offset=50&limit=500&status=x&sort=gateway.asc')).toEqual({
      offset: 50,
      limit: undefined,
      status: undefined,
      sort: 'gateway.asc',
    });
  });

  it('round-trips through the router’s serializer', () => {
    const state = { offset: 50, limit: 25, status: 'succeeded', sort: 'createdAt.asc' } as const;
    const query = defaultStringifySearch(state);
    expect(query).toBe('?offset=50&limit=25&status=succeeded&sort=createdAt.asc');
    expect(read(query)).toEqual(state);
  });
});

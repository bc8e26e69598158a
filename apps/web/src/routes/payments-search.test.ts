import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { paymentsSearchSchema } from './payments-search';

/** What the route's components read for a query string: the router's parser, then the schema. */
function read(search: string) {
  return paymentsSearchSchema.parse(defaultParseSearch(search));
}

const DEFAULTS = { offset: 0 };

describe('paymentsSearchSchema', () => {
  it('reads offset, limit and status', () => {
    expect(read('?offset=25&limit=25&status=failed')).toEqual({
      offset: 25,
      limit: 25,
      status: 'failed',
    });
    expect(read('?offset=10000&limit=100&status=pending')).toEqual({
      offset: 10000,
      limit: 100,
      status: 'pending',
    });
  });

  it('is the defaults for an empty query', () => {
    expect(read('')).toEqual(DEFAULTS);
    expect(paymentsSearchSchema.parse({})).toEqual(DEFAULTS);
  });

  it.each([
    '?offset=-1',
    '?offset=10001',
    '?offset=abc',
    '?offset=2.5',
    '?offset=99999999999999999999',
    '?offset=',
    '?offset=true',
    '?offset=null',
    '?offset=%5B1%5D',
    '?offset=%7B%7D',
    '?offset=%2225%22',
  ])('falls back to offset 0 for %s', (search) => {
    expect(read(search)).toEqual(DEFAULTS);
  });

  it.each([
    '?limit=0',
    '?limit=101',
    '?limit=1000',
    '?limit=30',
    '?limit=-10',
    '?limit=ten',
    '?limit=',
    '?limit=25.5',
    '?limit=%2225%22',
  ])('falls back to no limit for %s', (search) => {
    expect(read(search)).toEqual({ ...DEFAULTS, limit: undefined });
  });

  it.each([
    '?status=all',
    '?status=FAILED',
    '?status=refunded',
    '?status=',
    '?status=1',
    '?status=%5B%22failed%22%5D',
  ])('falls back to every status for %s', (search) => {
    expect(read(search)).toEqual({ ...DEFAULTS, status: undefined });
  });

  it('ignores keys it does not know and malformed escapes', () => {
    expect(read('?%E0%A4%A=1&page=3')).toEqual(DEFAULTS);
  });

  it('keeps the valid values when others are invalid', () => {
    expect(read('?offset=50&limit=500&status=x')).toEqual({
      offset: 50,
      limit: undefined,
      status: undefined,
    });
  });

  it('reads a number in JSON notation as that number', () => {
    // The router's parser is JSON-first: 1e3 is 1000, and the address is rewritten to offset=1000.
    expect(read('?offset=1e3')).toEqual({ offset: 1000 });
  });

  it('round-trips through the router’s serializer', () => {
    const state = { offset: 50, limit: 25, status: 'succeeded' } as const;
    const query = defaultStringifySearch(state);
    expect(query).toBe('?offset=50&limit=25&status=succeeded');
    expect(read(query)).toEqual(state);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchSearch } from './lookup-client';

const empty = { items: [], more: false };
let calls: { url: URL; headers: Headers }[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal('window', { location: { origin: 'http://console.test' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      calls.push({ url: new URL(request.url), headers: request.headers });
      return Response.json({
        kind: 'email',
        customers: empty,
        subscriptions: empty,
        invoices: empty,
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchSearch', () => {
  it('sends q, encoded, through the typed client with X-CSRF', async () => {
    const result = await fetchSearch('ron+1@example.com');
    expect(result.kind).toBe('email');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.pathname).toBe('/api/search');
    expect([...(calls[0]?.url.searchParams ?? [])]).toEqual([['q', 'ron+1@example.com']]);
    expect(calls[0]?.url.search).toContain('%2B');
    expect(calls[0]?.headers.get('X-CSRF')).toBe('1');
  });
});

import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportView } from './client';
import { invoiceQueryOptions } from './invoice-queries';
import { customerQueryOptions } from './lookup-queries';
import { asFreshRead, readAtOf } from './read-freshness';

const INVOICE = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';
const CUSTOMER = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const READ_AT = '2026-12-06T09:41:07.000Z';

let calls: { path: string; headers: Headers; request: Request }[];
let releaseInvoice: () => void;

beforeEach(() => {
  calls = [];
  vi.stubGlobal('window', { location: { origin: 'http://console.test' } });
  const invoiceHeld = new Promise<void>((resolve) => {
    releaseInvoice = resolve;
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      calls.push({ path, headers: request.headers, request });
      // The Refresh's read is still on its way when the other call starts.
      if (path.startsWith('/api/invoices/')) await invoiceHeld;
      return Response.json(
        {},
        { headers: { 'X-Read-At': READ_AT, 'X-Served-Token': `invoice.${INVOICE}.signature` } },
      );
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const refreshHeader = (path: string) =>
  calls.find((call) => call.path === path)?.headers.get('X-Refresh') ?? null;

describe('a Refresh asks for fresh reads', () => {
  it('for its own calls only: a call started meanwhile reads through the cache', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const refresh = queryClient.fetchQuery(asFreshRead(invoiceQueryOptions(INVOICE)));
    const other = queryClient.fetchQuery(customerQueryOptions(CUSTOMER));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    releaseInvoice();
    await Promise.all([refresh, other]);

    expect(refreshHeader(`/api/invoices/${INVOICE}`)).toBe('1');
    expect(refreshHeader(`/api/customers/${CUSTOMER}`)).toBeNull();
  });
});

describe('what an answer says about its read', () => {
  it('is kept by the query client that asked, not by every client of the page', async () => {
    releaseInvoice();
    const asking = new QueryClient();
    const other = new QueryClient();
    await asking.fetchQuery(invoiceQueryOptions(INVOICE));

    expect(readAtOf(asking)).toEqual({ at: READ_AT, kept: false });
    expect(readAtOf(other)).toBeNull();

    // The view report carries the token of the asking client's answer, and only from there.
    const report = { page: 'invoice' as const, id: INVOICE.toUpperCase(), shown: [] };
    await reportView(asking, report);
    await reportView(other, report);
    const bodies = await Promise.all(
      calls
        .filter((call) => call.path === '/api/audit/views')
        .map((call) => call.request.clone().json()),
    );
    expect(bodies.map((body) => body.token)).toEqual([`invoice.${INVOICE}.signature`, undefined]);
  });
});

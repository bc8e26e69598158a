import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-error';
import { fetchAppInfo, fetchPaymentsPage } from './client';

const invoice = {
  subscriptionId: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  invoiceId: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
};
const page = { data: [], meta: { page: {}, results: {} } };

let calls: { url: URL; headers: Headers }[];

function answer(response: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      calls.push({ url: new URL(request.url), headers: request.headers });
      return response();
    }),
  );
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal('window', { location: { origin: 'http://console.test' } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchPaymentsPage', () => {
  it('sends no page[limit] until one is picked, and always X-CSRF', async () => {
    answer(() => Response.json(page));
    await fetchPaymentsPage(invoice, { offset: 25 });
    await fetchPaymentsPage(invoice, { offset: 0, limit: 50 });
    const [first, second] = calls;
    expect(first?.url.pathname).toBe(
      `/api/subscriptions/${invoice.subscriptionId}/invoices/${invoice.invoiceId}/payments`,
    );
    expect([...(first?.url.searchParams ?? [])]).toEqual([['page[offset]', '25']]);
    expect(second?.url.searchParams.get('page[limit]')).toBe('50');
    for (const call of calls) expect(call.headers.get('X-CSRF')).toBe('1');
  });

  it('turns an error body into ApiRequestError with the BFF’s detail', async () => {
    answer(() =>
      Response.json(
        { errors: [{ status: '404', title: 'Not Found', detail: 'No such invoice.' }] },
        { status: 404 },
      ),
    );
    const error = await fetchPaymentsPage(invoice, { offset: 0 }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, detail: 'No such invoice.' });
  });

  it('reports a lost connection as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await fetchAppInfo().catch((e) => e);
    expect(error).toMatchObject({ name: 'ApiRequestError', status: 0 });
  });
});

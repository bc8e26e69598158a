import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { routeTree } from './route-tree';

const SID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const IID = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';
const PID = '0b6a1c2e-1f5e-4c7a-9a51-1d2e3f4a5b6c';

/** Resolves `url` as the browser's first load would, with a QueryClient that records prefetches. */
async function load(url: string) {
  const queryClient = new QueryClient();
  const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
  const prefetchInfinite = vi.spyOn(queryClient, 'prefetchInfiniteQuery').mockResolvedValue();
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await router.load();
  const leaf = router.state.matches.at(-1);
  const keys = [...prefetch.mock.calls, ...prefetchInfinite.mock.calls].map(
    ([options]) => options.queryKey,
  );
  return { router, leaf, keys };
}

describe('the route tree', () => {
  it('matches home and not-authorized', async () => {
    expect((await load('/')).leaf?.routeId).toBe('/');
    expect((await load('/not-authorized')).leaf?.routeId).toBe('/not-authorized');
  });

  it('gives the invoice page its parsed ids and search, and starts its requests', async () => {
    const { leaf, keys } = await load(
      `/subscriptions/${SID.toUpperCase()}/invoices/${IID}?offset=50&limit=25&status=refund&sort=amount.asc`,
    );
    expect(leaf?.routeId).toBe('/subscriptions/$subscriptionId/invoices/$invoiceId');
    expect(leaf?.params).toEqual({ subscriptionId: SID, invoiceId: IID });
    expect(leaf?.search).toEqual({ offset: 50, limit: 25, status: 'refund', sort: 'amount.asc' });
    expect(keys).toEqual([
      ['invoice', IID],
      ['invoice', IID, 'payments', 'whole'],
    ]);
  });

  it('opens the same page at /invoices/{id}, and a shared payment’s details with it', async () => {
    const { leaf, keys } = await load(`/invoices/${IID.toUpperCase()}?payment=${PID}&tz=utc`);
    expect(leaf?.routeId).toBe('/invoices/$invoiceId');
    expect(leaf?.params).toEqual({ invoiceId: IID });
    expect(leaf?.search).toMatchObject({ offset: 0, payment: PID, tz: 'utc' });
    expect(keys).toContainEqual(['invoice', IID, 'payment', PID]);
  });

  it('sends no request for ids that are not UUIDs: the route is "not found"', async () => {
    for (const url of [`/subscriptions/nope/invoices/${IID}?offset=25`, '/invoices/nope']) {
      const { leaf, keys } = await load(url);
      expect(leaf?.status).toBe('notFound');
      expect(keys).toEqual([]);
    }
  });

  it('leaves unknown addresses to the root’s not-found page', async () => {
    const { router } = await load('/somewhere/else');
    expect(router.state.matches).toMatchObject([{ routeId: '__root__', _notFound: true }]);
  });

  it('writes links with defaults left out, the keys in one order, and the time zone kept', async () => {
    const { router } = await load('/?tz=utc');
    const to = '/subscriptions/$subscriptionId/invoices/$invoiceId';
    const params = { subscriptionId: SID, invoiceId: IID };
    const href = (search: object) =>
      router.buildLocation({ to, params, search: search as never }).href;
    const path = `/subscriptions/${SID}/invoices/${IID}`;
    expect(href({})).toBe(`${path}?tz=utc`);
    expect(href({ offset: 0, limit: undefined, sort: 'createdAt.desc' })).toBe(`${path}?tz=utc`);
    expect(href({ status: 'failed', sort: 'amount.asc', limit: 50, offset: 0 })).toBe(
      `${path}?limit=50&status=failed&sort=amount.asc&tz=utc`,
    );
    expect(router.buildLocation({ to: '/' }).href).toBe('/?tz=utc');
  });

  it('writes the lists’ keys in their schema’s order, whichever was set first, the time zone last', async () => {
    const { router } = await load('/?tz=utc');
    const search = {
      limit: 50,
      currency: 'EUR',
      sort: 'balance.asc',
      owner: 'me',
      state: 'retries-exhausted',
    };
    for (const to of ['/attention', '/my-work'] as const) {
      expect(router.buildLocation({ to, search: search as never }).href).toBe(
        `${to}?state=retries-exhausted&owner=me&currency=EUR&sort=balance.asc&limit=50&tz=utc`,
      );
    }
  });
});

import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { routeTree } from './route-tree';

const SID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const IID = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';

/** Resolves `url` as the browser's first load would, with a QueryClient that records prefetches. */
async function load(url: string) {
  const queryClient = new QueryClient();
  const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue();
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await router.load();
  const leaf = router.state.matches.at(-1);
  return { router, leaf, prefetch };
}

describe('the route tree', () => {
  it('matches home and not-authorized', async () => {
    expect((await load('/')).leaf?.routeId).toBe('/');
    expect((await load('/not-authorized')).leaf?.routeId).toBe('/not-authorized');
  });

  it('gives the payments view its parsed ids and search, and starts the page’s request', async () => {
    const { leaf, prefetch } = await load(
      `/subscriptions/${SID.toUpperCase()}/invoices/${IID}?offset=50&limit=25&status=failed`,
    );
    expect(leaf?.routeId).toBe('/subscriptions/$subscriptionId/invoices/$invoiceId');
    expect(leaf?.params).toEqual({ subscriptionId: SID, invoiceId: IID });
    expect(leaf?.search).toEqual({ offset: 50, limit: 25, status: 'failed' });
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls[0]?.[0].queryKey).toEqual([
      'payments',
      SID,
      IID,
      { offset: 50, limit: 25 },
    ]);
  });

  it('sends no request for ids that are not UUIDs: the route is "not found"', async () => {
    const { leaf, prefetch } = await load(`/subscriptions/nope/invoices/${IID}?offset=25`);
    expect(leaf?.routeId).toBe('/subscriptions/$subscriptionId/invoices/$invoiceId');
    expect(leaf?.status).toBe('notFound');
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('leaves unknown addresses to the root’s not-found page', async () => {
    const { router } = await load('/somewhere/else');
    expect(router.state.matches).toMatchObject([{ routeId: '__root__', _notFound: true }]);
  });

  it('writes links with defaults left out and the keys in one order', async () => {
    const { router } = await load('/');
    const to = '/subscriptions/$subscriptionId/invoices/$invoiceId';
    const params = { subscriptionId: SID, invoiceId: IID };
    const href = (search: object) =>
      router.buildLocation({ to, params, search: search as never }).href;
    expect(href({})).toBe(`/subscriptions/${SID}/invoices/${IID}`);
    expect(href({ offset: 0, limit: undefined })).toBe(`/subscriptions/${SID}/invoices/${IID}`);
    expect(href({ status: 'failed', limit: 50, offset: 0 })).toBe(
      `/subscriptions/${SID}/invoices/${IID}?limit=50&status=failed`,
    );
    expect(href({ status: 'failed', offset: 20, limit: 10 })).toBe(
      `/subscriptions/${SID}/invoices/${IID}?offset=20&limit=10&status=failed`,
    );
  });
});

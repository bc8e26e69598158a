import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { routeTree } from './route-tree';

const ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const IID = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';

/** Resolves `url` as a first load would, with a QueryClient that records prefetches. */
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
  const keys = () => prefetch.mock.calls.map(([options]) => options.queryKey);
  return { router, leaf, keys };
}

describe('the lookup routes', () => {
  it('give the customer page its id in lower case and start its request', async () => {
    const { leaf, keys } = await load(`/customers/${ID.toUpperCase()}`);
    expect(leaf?.routeId).toBe('/customers/$subscriberId');
    expect(leaf?.params).toEqual({ subscriberId: ID });
    expect(keys()).toEqual([['navigation', 'customer', ID]]);
  });

  it('start the subscription and the page of its invoices the address names', async () => {
    const { leaf, keys } = await load(`/subscriptions/${ID}?offset=10&limit=10`);
    expect(leaf?.routeId).toBe('/subscriptions/$subscriptionId');
    expect(leaf?.search).toEqual({ offset: 10, limit: 10 });
    expect(keys()).toEqual([
      ['navigation', 'subscription', ID],
      ['navigation', 'subscription-invoices', ID, { offset: 10, limit: 10 }],
    ]);
  });

  it('leave an invoice of a subscription to the payments route', async () => {
    const { leaf } = await load(`/subscriptions/${ID}/invoices/${IID}`);
    expect(leaf?.routeId).toBe('/subscriptions/$subscriptionId/invoices/$invoiceId');
  });

  it('send nothing for an id that is not a UUID', async () => {
    for (const url of ['/customers/nope', '/subscriptions/12345']) {
      const { leaf, keys } = await load(url);
      expect(leaf?.status, url).toBe('notFound');
      expect(keys()).toEqual([]);
    }
  });

  it('read the search text', async () => {
    expect((await load('/search?q=acme')).leaf?.search).toEqual({ q: 'acme' });
    expect((await load('/search')).leaf?.search).toEqual({ q: '' });
  });

  it('write a subscription page’s keys in one order, defaults left out', async () => {
    const { router } = await load('/');
    const href = (search: object) =>
      router.buildLocation({
        to: '/subscriptions/$subscriptionId',
        params: { subscriptionId: ID },
        search: search as never,
      }).href;
    expect(href({ offset: 0 })).toBe(`/subscriptions/${ID}`);
    expect(href({ limit: 10, offset: 10 })).toBe(`/subscriptions/${ID}?offset=10&limit=10`);
  });
});

/**
 * Every API route refuses a query parameter it does not take, naming it: the paged routes did,
 * the routes without a query ignored one, so a typo (`?page=2`) or a probe looked accepted.
 */
import { describe, expect, it } from 'vitest';
import { createHarness } from '../testing/test-harness.ts';

describe('routes without a query refuse any query parameter', () => {
  const h = createHarness();
  const invoice = h.invoiceWith(1);
  const subscriber = h.subscriber('Ron.Swanson+billing@Example.com');
  const paths = [
    '/api/app-info',
    '/api/me',
    `/api/customers/${subscriber.id}`,
    `/api/subscriptions/${invoice.subscriptionId}`,
    `/api/invoices/${invoice.invoiceId}`,
  ];

  it.each(paths)('%s?page=2 → 400 naming page, nothing read upstream', async (path) => {
    const before = h.sim.counters.getRequests;
    const response = await h.request(`${path}?page=2`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { detail: string; source?: unknown }[] };
    expect(body.errors[0]?.detail).toBe(
      'Unknown query parameter page: this address takes no query parameters.',
    );
    expect(h.sim.counters.getRequests).toBe(before);
  });

  it.each(paths)('%s without a query is still served', async (path) => {
    expect((await h.request(path)).status).toBe(200);
  });
});

/**
 * The replica's read cache, through the BFF at the simulator: a second read within the TTL costs
 * no call, a read by id is served from a list row, the page's Refresh reads past it, answers say
 * when their data was read, the cache stays within its bounds and never holds a token.
 */
import { describe, expect, it } from 'vitest';
import { createHarness } from '../testing/test-harness.ts';

/** The defaults of a deployment (the harness switches the cache off for other tests). */
const CACHED = { EP_CACHE_TTL_S: '60', EP_CACHE_CONFIG_TTL_S: '300' };

const page = (offset: number, limit = 100) =>
  `?page%5Boffset%5D=${offset}&page%5Blimit%5D=${limit}`;

function invoicePayments(invoiceId: string, offset = 0, limit = 100) {
  return `/api/invoices/${invoiceId}/payments${page(offset, limit)}`;
}

describe('the read cache', () => {
  it('answers a revisit within the TTL without a call, and reads again once it expired', async () => {
    const h = createHarness({ env: CACHED });
    const { invoiceId } = h.invoiceWith(3);
    expect((await h.request(invoicePayments(invoiceId))).status).toBe(200);
    const after1 = h.sim.counters.getRequests;
    const again = await h.request(invoicePayments(invoiceId));
    expect(again.status).toBe(200);
    expect(h.sim.counters.getRequests).toBe(after1);
    // Read at the harness clock's time, and said so.
    expect(again.headers.get('x-read-at')).toBe(new Date(h.clock.now).toISOString());
    h.clock.now += 59_999;
    await h.request(invoicePayments(invoiceId));
    expect(h.sim.counters.getRequests).toBe(after1);
    h.clock.now += 2;
    const fresh = await h.request(invoicePayments(invoiceId));
    expect(h.sim.counters.getRequests).toBe(after1 + 1);
    expect(fresh.headers.get('x-read-at')).toBe(new Date(h.clock.now).toISOString());
    expect(h.cache.stats().hits).toBeGreaterThanOrEqual(2);
  });

  it('keeps store configuration for minutes and records for a minute, each configurable; 0 disables', async () => {
    const h = createHarness({ env: { EP_CACHE_TTL_S: '0', EP_CACHE_CONFIG_TTL_S: '300' } });
    const { invoiceId } = h.invoiceWith(3);
    await h.request(`/api/invoices/${invoiceId}`);
    const rules = () => h.sim.counters.requestsByRoute['dunning-rules.list'] ?? 0;
    const rulesRead = rules();
    const before = h.sim.counters.getRequests;
    h.clock.now += 61_000; // past the retry context's own minute
    await h.request(`/api/invoices/${invoiceId}`);
    // Records read again (TTL 0), the dunning rules still held (300 s by default).
    expect(h.sim.counters.getRequests).toBeGreaterThan(before);
    expect(rules()).toBe(rulesRead);
    h.clock.now += 300_000;
    await h.request(`/api/invoices/${invoiceId}`);
    expect(rules()).toBe(rulesRead + 1);
  });

  it('serves a payment by id from the payments list row already read', async () => {
    const h = createHarness({ env: CACHED });
    const { invoiceId } = h.invoiceWith(3);
    const list = (await (await h.request(invoicePayments(invoiceId))).json()) as {
      data: { id: string }[];
    };
    const paymentId = list.data[0]?.id ?? '';
    const before = h.sim.requests.length;
    const detail = await h.request(`/api/invoices/${invoiceId}/payments/${paymentId}`);
    expect(detail.status).toBe(200);
    const paths = h.sim.requests.slice(before).map((r) => new URL(r.url).pathname);
    // Only its payment run: the payment itself came from the list.
    expect(paths).toEqual([expect.stringMatching(/\/subscriptions\/jobs\//)]);
  });

  it('reads past the cache on the page’s Refresh (X-Refresh: 1), and keeps what it read', async () => {
    const h = createHarness({ env: CACHED });
    const { invoiceId } = h.invoiceWith(3);
    await h.request(invoicePayments(invoiceId));
    const before = h.sim.counters.getRequests;
    h.clock.now += 5_000;
    const refreshed = await h.request(invoicePayments(invoiceId), {
      headers: { 'X-Refresh': '1' },
    });
    expect(h.sim.counters.getRequests).toBe(before + 1);
    expect(refreshed.headers.get('x-read-at')).toBe(new Date(h.clock.now).toISOString());
    const next = await h.request(invoicePayments(invoiceId));
    expect(h.sim.counters.getRequests).toBe(before + 1);
    expect(next.headers.get('x-read-at')).toBe(new Date(h.clock.now).toISOString());
  });

  it('asks for an unknown invoice’s payments once for both requests of its view, and again seconds later', async () => {
    const h = createHarness({ env: CACHED });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const paymentLists = () =>
      h.sim.requests.filter((r) => new URL(r.url).pathname.endsWith(`/${unknown}/payments`)).length;
    // One after the other, as the page's summary and table may be: no shared call in flight.
    expect((await h.request(`/api/invoices/${unknown}`)).status).toBe(404);
    expect((await h.request(invoicePayments(unknown))).status).toBe(404);
    expect(paymentLists()).toBe(1);
    // Remembered for seconds, not the records' minute: an invoice a billing run creates shows.
    h.clock.now += 10_001;
    expect((await h.request(invoicePayments(unknown))).status).toBe(404);
    expect(paymentLists()).toBe(2);
    // The page's Refresh asks again.
    await h.request(invoicePayments(unknown), { headers: { 'X-Refresh': '1' } });
    expect(paymentLists()).toBe(3);
  });

  it('holds at most EP_CACHE_MAX_ENTRIES entries, filled past it', async () => {
    const h = createHarness({ env: { ...CACHED, EP_CACHE_MAX_ENTRIES: '5' } });
    const { invoiceId } = h.invoiceWith(20);
    for (let offset = 0; offset < 12; offset++)
      expect((await h.request(invoicePayments(invoiceId, offset, 1))).status).toBe(200);
    expect(h.cache.stats().entries).toBe(5);
  });

  it('holds at most EP_CACHE_MAX_MB of responses, filled past it, and never a token', async () => {
    const h = createHarness({ env: { ...CACHED, EP_CACHE_MAX_MB: '1' } });
    const { invoiceId } = h.invoiceWith(150);
    let read = 0;
    for (let offset = 0; offset < 60; offset++) {
      const response = await h.request(invoicePayments(invoiceId, offset));
      read += (await response.text()).length;
    }
    expect(read).toBeGreaterThan(2 * 1024 * 1024);
    const { bytes, entries } = h.cache.stats();
    expect(bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(entries).toBeGreaterThan(0);
    const bearer = h.sim.requests
      .map((r) => r.headers.authorization ?? '')
      .find((a) => a.startsWith('Bearer '));
    const token = bearer?.slice('Bearer '.length) ?? '';
    expect(token.length).toBeGreaterThan(10);
    const contents = h.cache.contentsText();
    expect(contents).not.toContain(token);
    expect(contents).not.toContain(h.upstream.clientSecret);
  });

  it('pages a subscription’s invoices from the list it read for the first page', async () => {
    const h = createHarness({ env: CACHED });
    const { subscriptionId } = h.invoiceWith(1);
    const first = await h.request(`/api/subscriptions/${subscriptionId}/invoices?page[limit]=1`);
    expect(first.status).toBe(200);
    const before = h.sim.counters.getRequests;
    const second = await h.request(
      `/api/subscriptions/${subscriptionId}/invoices?page[offset]=1&page[limit]=1`,
    );
    expect(second.status).toBe(200);
    expect(h.sim.counters.getRequests).toBe(before);
  });
});

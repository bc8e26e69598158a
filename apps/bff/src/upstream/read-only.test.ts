/**
 * Read-only by construction: the upstream client can only GET, and only paths that match the
 * allowlist's templates. Proven here on the client itself and on every route of the BFF.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../testing/test-harness.ts';
import { isAllowedUpstream } from './allowlist.ts';

const ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

describe('the upstream allowlist', () => {
  it('accepts the navigation paths with UUID ids and the BFF’s own query parameters', () => {
    for (const path of [
      '/subscriptions/invoices',
      `/subscriptions/invoices/${ID}/payments/${ID}`,
      `/subscriptions/subscriptions/${ID}/invoices/${ID}/payments`,
      `/subscriptions/jobs/${ID}`,
      `/accounts/${ID}`,
    ]) {
      expect(isAllowedUpstream(path, 'page%5Blimit%5D=100&filter=eq%28a%2Cb%29'), path).toBe(true);
    }
  });

  it('refuses other paths, traversal, non-UUID ids and other query parameters', () => {
    const refused: [string, string][] = [
      ['/subscriptions/invoices/../offerings', ''],
      [`/subscriptions/invoices/${ID}/payments/${ID}/refund`, ''],
      ['/subscriptions/jobs', ''],
      ['/customers', ''],
      [`/subscriptions/invoices/${ID}x`, ''],
      ['/subscriptions/invoices', 'EP-Disable-Beta-Filtering=true'],
      [`/subscriptions/invoices/${ID}`, 'page%5Blimit%5D=1&redirect_uri=x'],
    ];
    for (const [path, query] of refused) {
      expect(isAllowedUpstream(path, query), `${path}?${query}`).toBe(false);
    }
  });

  it('refuses any id segment that is not exactly a UUID (property)', () => {
    fc.assert(
      fc.property(fc.string(), (segment) => {
        fc.pre(!/^[0-9a-fA-F]{8}(-[0-9a-fA-F]{4}){3}-[0-9a-fA-F]{12}$/.test(segment));
        expect(isAllowedUpstream(`/subscriptions/invoices/${segment}`, '')).toBe(false);
        expect(isAllowedUpstream(`/accounts/${segment}/x`, '')).toBe(false);
      }),
    );
  });
});

describe('what leaves the BFF', () => {
  it('the upstream client throws before sending anything outside the allowlist', async () => {
    const sent: string[] = [];
    const h = createHarness({
      deps: {
        fetch: async (input) => {
          sent.push(String(input));
          return new Response(null, { status: 500 });
        },
      },
    });
    // Every route builds its paths from validated ids; a bad id never reaches the client.
    const response = await h.request('/api/invoices/..%2Foauth/payments');
    expect(response.status).toBe(400);
    expect(sent).toEqual([]);
  });

  it('every route sends only allowlisted GETs, and the simulator records no write', async () => {
    const sent: { method: string; url: URL }[] = [];
    const h = createHarness({
      deps: {
        fetch: (input, init) => {
          sent.push({ method: init?.method ?? 'GET', url: new URL(String(input)) });
          return h.sim.fetch(input, init);
        },
      },
    });
    const invoice = h.sim.demo.invoices.find((i) => i.payments > 0);
    if (!invoice) throw new Error('no demo invoice with payments');
    const payments = (await (await h.request(`/api/invoices/${invoice.id}/payments`)).json()) as {
      data: { id: string }[];
    };
    const customer = h.sim.demo.subscribers[0];
    for (const path of [
      `/api/search?q=${encodeURIComponent(customer?.email ?? '')}`,
      `/api/search?q=Acme`,
      `/api/search?q=${invoice.id}`,
      `/api/customers/${customer?.id}`,
      `/api/invoices/${invoice.id}`,
      `/api/invoices/${invoice.id}/payments/${payments.data[0]?.id}`,
      `/api/subscriptions/${invoice.subscriptionId}`,
      `/api/subscriptions/${invoice.subscriptionId}/invoices`,
      `/api/subscriptions/${invoice.subscriptionId}/invoices/${invoice.id}/payments`,
    ]) {
      expect((await h.request(path)).status, path).toBe(200);
    }
    const upstreamCalls = sent.filter((s) => !s.url.pathname.endsWith('/oauth/access_token'));
    expect(upstreamCalls.length).toBeGreaterThan(8);
    for (const { method, url } of upstreamCalls) {
      expect(method, url.pathname).toBe('GET');
      expect(isAllowedUpstream(url.pathname.replace(/^\/v2/, ''), url.search.slice(1))).toBe(true);
    }
    expect(sent.filter((s) => s.method !== 'GET').map((s) => s.url.pathname)).toEqual([
      '/oauth/access_token',
    ]);
    expect(h.sim.counters.writeRequests).toBe(0);
  });
});

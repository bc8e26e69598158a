import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHarness, paymentsPath } from '../testing/test-harness.ts';
import { isAllowedUpstream } from '../upstream/allowlist.ts';

const SECRET = 'sk-very-secret-client-secret-123';

describe('secrets stay secret', () => {
  it('neither the client secret nor any token appears in responses, headers or logs', async () => {
    const h = createHarness({ sim: { clientSecret: SECRET, tokenTtlSeconds: 2 } });
    const invoice = h.invoiceWith(1);
    const seen: string[] = [];
    const record = async (response: Response) => {
      seen.push(JSON.stringify([...response.headers.entries()]), await response.text());
    };
    await record(await h.request(paymentsPath(invoice)));
    h.sim.inject('token', { kind: 'status', status: 500 });
    h.clock.now += 5000;
    await record(await h.request(paymentsPath(invoice)));
    h.sim.inject('list', { kind: 'status', status: 401 }, 2);
    await record(await h.request(paymentsPath(invoice)));
    await record(await h.request('/readyz'));

    const tokens = h.sim.requests
      .map((r) => r.headers.authorization?.replace(/^Bearer /, ''))
      .filter((t): t is string => Boolean(t));
    expect(tokens.length).toBeGreaterThan(0);
    const everything = [...seen, ...h.logs].join('\n');
    expect(everything).not.toContain(SECRET);
    for (const token of tokens) expect(everything).not.toContain(token);
  });

  it('forwards no browser header upstream: only Accept and Authorization', async () => {
    const h = createHarness();
    await h.request(paymentsPath(h.invoiceWith(1)), {
      headers: {
        Cookie: 'session=abc',
        Authorization: 'Bearer browser-token',
        'X-Custom': 'x',
        'X-Forwarded-For': '1.2.3.4',
      },
    });
    const list = h.sim.requests.find((r) => r.url.includes('/payments'));
    expect(list?.headers.cookie).toBeUndefined();
    expect(list?.headers['x-custom']).toBeUndefined();
    expect(list?.headers['x-forwarded-for']).toBeUndefined();
    expect(list?.headers.authorization).not.toBe('Bearer browser-token');
    expect(list?.headers.authorization).toMatch(/^Bearer .+/);
    expect(list?.headers.accept).toBe('application/json');
  });
});

describe('property: any path and query', () => {
  const segment = fc.oneof(
    fc.uuid(),
    fc.string(),
    fc.constantFrom('..', '%2e%2e', '%2F', 'http:', '@evil.test', '?', '#', '%00', ' '),
  );
  const queryValue = fc.oneof(
    fc.integer({ min: -5, max: 20_000 }).map(String),
    fc.string(),
    fc.constant(''),
  );
  const queryKey = fc.oneof(
    fc.constantFrom('page[offset]', 'page[limit]', 'page%5Blimit%5D', 'filter', 'x'),
    fc.string(),
  );

  it('never answers 5xx, and every upstream URL has the fixed origin and an allowlisted path', async () => {
    const h = createHarness();
    const known = h.invoiceWith(1);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(segment, fc.constant(known.subscriptionId)),
        fc.oneof(segment, fc.constant(known.invoiceId)),
        fc.array(fc.tuple(queryKey, queryValue), { maxLength: 3 }),
        async (sid, iid, pairs) => {
          const query = pairs
            .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
            .join('&');
          const path = `/api/subscriptions/${encodeURIComponent(sid)}/invoices/${encodeURIComponent(iid)}/payments${query ? `?${query}` : ''}`;
          h.sim.reset();
          const response = await h.request(path);
          expect(response.status).toBeLessThan(500);
          for (const r of h.sim.requests) {
            if (r.url === 'http://ep.test/oauth/access_token') continue;
            const url = new URL(r.url);
            expect(url.origin).toBe('http://ep.test');
            expect(url.pathname.startsWith('/v2/')).toBe(true);
            expect(isAllowedUpstream(url.pathname.slice(3), url.search.slice(1)), r.url).toBe(true);
            expect(r.method).toBe('GET');
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

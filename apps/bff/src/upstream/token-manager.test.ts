import { describe, expect, it } from 'vitest';
import { createHarness, paymentsPath } from '../testing/test-harness.ts';
import { tokenLifetimeMs } from './token-manager.ts';

const NOW = Date.parse('2026-06-01T12:00:00Z');

describe('tokenLifetimeMs', () => {
  it('takes the earlier of expires and now + expires_in', () => {
    const token = { access_token: 'a', token_type: 'Bearer' };
    expect(tokenLifetimeMs({ ...token, expires_in: 3600, expires: NOW / 1000 + 3600 }, NOW)).toBe(
      3_600_000,
    );
    expect(tokenLifetimeMs({ ...token, expires_in: 3600, expires: NOW / 1000 + 600 }, NOW)).toBe(
      600_000,
    );
    expect(tokenLifetimeMs({ ...token, expires_in: 60, expires: NOW / 1000 + 3600 }, NOW)).toBe(
      60_000,
    );
  });

  it('bounds the lifetime when the fields are missing or absurd', () => {
    const token = { access_token: 'a', token_type: 'Bearer' };
    expect(tokenLifetimeMs(token, NOW)).toBe(300_000);
    expect(tokenLifetimeMs({ ...token, expires_in: -5, expires: NOW / 1000 - 10 }, NOW)).toBe(
      300_000,
    );
    // expires in milliseconds by mistake, expires_in ten years: neither is believed.
    expect(
      tokenLifetimeMs({ ...token, expires: NOW + 3_600_000, expires_in: 315_360_000 }, NOW),
    ).toBe(300_000);
  });
});

describe('token custody through the BFF', () => {
  it('200 concurrent cold requests cause exactly one token request', async () => {
    const h = createHarness();
    const invoice = h.invoiceWith(200);
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        h.request(paymentsPath(invoice, `?page[offset]=${i}&page[limit]=1`)),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(200));
    expect(h.sim.counters.tokenRequests).toBe(1);
    expect(h.sim.counters.listRequests).toBe(200);
  });

  it('reuses the token, and fetches a new one 60 s before it expires', async () => {
    const h = createHarness(); // simulator tokens live 3600 s
    const invoice = h.invoiceWith(1);
    await h.request(paymentsPath(invoice));
    h.clock.now += 3_539_000; // 59 min 59 s - 60 s: still inside the margin
    await h.request(paymentsPath(invoice));
    expect(h.sim.counters.tokenRequests).toBe(1);
    h.clock.now += 2000; // now 59 s before expiry
    expect((await h.request(paymentsPath(invoice))).status).toBe(200);
    expect(h.sim.counters.tokenRequests).toBe(2);
  });

  it('does not cache a failure; backs off 1 s, 2 s … answering at once meanwhile; a token resets it', async () => {
    const h = createHarness();
    const path = paymentsPath(h.invoiceWith(1));
    h.sim.inject('token', { kind: 'status', status: 500 }, 2);
    expect((await h.request(path)).status).toBe(502);
    // Within the back-off: the same failure at once, saying when, and the endpoint not asked.
    const early = await h.request(path);
    expect(early.status).toBe(502);
    expect(early.headers.get('retry-after')).toBe('1');
    expect(h.sim.counters.tokenRequests).toBe(1);
    h.clock.now += 1000;
    expect((await h.request(path)).status).toBe(502);
    expect(h.sim.counters.tokenRequests).toBe(2);
    h.clock.now += 1000;
    expect((await h.request(path)).headers.get('retry-after')).toBe('1');
    h.clock.now += 1000;
    expect((await h.request(path)).status).toBe(200);
    expect(h.sim.counters.tokenRequests).toBe(3);
    // The token issued forgot the failures: the next failure backs off 1 s again, not 4 s.
    h.clock.now += 3_600_000;
    h.sim.inject('token', { kind: 'status', status: 500 }, 1);
    expect((await h.request(path)).status).toBe(502);
    h.clock.now += 1000;
    expect((await h.request(path)).status).toBe(200);
    expect(h.sim.counters.tokenRequests).toBe(5);
    expect(h.sleeps).toEqual([]);
  });

  it('a failing token endpoint is asked 5 times in 30 s while a tab asks every 2 s', async () => {
    const h = createHarness();
    const path = paymentsPath(h.invoiceWith(1));
    h.sim.inject('token', { kind: 'status', status: 500 }, 1_000);
    const statuses = new Set<number>();
    for (let at = 0; at < 30_000; at += 2000) {
      statuses.add((await h.request(path)).status);
      h.clock.now += 2000;
    }
    expect([...statuses]).toEqual([502]);
    // At 0, 2, 4, 8 and 16 s: back-offs of 1, 2, 4, 8 and 16 s; the next at 32 s.
    expect(h.sim.counters.tokenRequests).toBe(5);
    // Nothing but the token endpoint was asked: no call goes out without a token.
    expect(h.sim.counters.getRequests).toBe(0);
  });
});

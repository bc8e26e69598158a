/**
 * The view check across replicas: behind a load balancer, the page's data may come from one
 * replica and its view report reach another, which never saw it served (a 409 when the check
 * lived in one process's memory). The served-token carries the proof with the report.
 */
import { SERVED_TOKEN_HEADER } from '@pc/contract';
import { describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/test-harness.ts';
import { createServedTokens } from './served-token.ts';

const SECRET = 'a-shared-secret-of-at-least-32-characters-0123456789';
const replica = (secret = SECRET) => createHarness({ env: { AUDIT_TOKEN_SECRET: secret } });

const reportView = (h: Harness, body: unknown) =>
  h.request('/api/audit/views', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const views = (h: Harness) =>
  h.logs.map((l) => JSON.parse(l)).filter((l) => /\.viewed$/.test(l.msg));

/** An invoice page served by `a`, as the browser gets it: its view report and token. */
async function servedBy(a: Harness) {
  const { subscriptionId, invoiceId } = a.invoiceWith(1);
  const response = await a.request(`/api/invoices/${invoiceId}`, {
    headers: { 'X-Intent': 'prefetch' },
  });
  const page = (await response.json()) as { invoice: { subscriberId: string } };
  const token = response.headers.get(SERVED_TOKEN_HEADER) ?? '';
  const report = {
    page: 'invoice',
    id: invoiceId,
    shown: [subscriptionId, page.invoice.subscriberId],
  };
  return { report, token, invoiceId };
}

describe('a view reported to another replica', () => {
  it('is recorded there when the report carries the served-token', async () => {
    const [a, b] = [replica(), replica()];
    const { report, token, invoiceId } = await servedBy(a);
    expect(token).toMatch(new RegExp(`^invoice\\.${invoiceId}\\.[0-9a-z]+\\.[\\w-]{43}$`));
    expect(token).not.toContain(SECRET);
    const response = await reportView(b, { ...report, token });
    expect(response.status).toBe(204);
    expect(views(b)).toMatchObject([{ msg: 'invoice.viewed', invoiceId, shown: report.shown }]);
    expect(views(a)).toEqual([]);
  });

  it('is refused there without a token, with a token of another secret, or once it expired', async () => {
    const [a, b, other] = [
      replica(),
      replica(),
      replica('another-secret-of-at-least-32-characters-xyz'),
    ];
    const { report, token } = await servedBy(a);
    expect((await reportView(b, report)).status).toBe(409);
    expect((await reportView(other, { ...report, token })).status).toBe(409);
    b.clock.now += 11 * 60_000;
    expect((await reportView(b, { ...report, token })).status).toBe(409);
    expect([...views(b), ...views(other)]).toEqual([]);
  });

  it('is refused when the report names other ids than were signed', async () => {
    const [a, b] = [replica(), replica()];
    const { report, token } = await servedBy(a);
    const unserved = a.invoiceWith(30).invoiceId;
    const tampered = { ...report, shown: [...report.shown, unserved], token };
    expect((await reportView(b, tampered)).status).toBe(409);
    const elsewhere = { ...report, id: unserved, token };
    expect((await reportView(b, elsewhere)).status).toBe(409);
    expect(views(b)).toEqual([]);
  });

  it('still needs no token on the replica that served it (the in-memory check)', async () => {
    const a = replica();
    const { report } = await servedBy(a);
    expect((await reportView(a, report)).status).toBe(204);
  });
});

describe('createServedTokens', () => {
  const view = {
    page: 'payment' as const,
    id: '0f9b1a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b',
    shown: ['1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'],
  };
  const now = () => Date.parse('2026-11-26T12:00:00Z');

  it('binds the person, and verifies under any listed secret (rotation)', () => {
    const old = createServedTokens([SECRET], now);
    const rotated = createServedTokens([`new-${SECRET}`, SECRET], now);
    const token = old.sign('ann@example.com', view);
    expect(rotated.verify('ann@example.com', view, token)).toBe(true);
    expect(rotated.verify('bob@example.com', view, token)).toBe(false);
    expect(createServedTokens([`new-${SECRET}`], now).verify('ann@example.com', view, token)).toBe(
      false,
    );
  });

  it('with no secret configured, verifies only its own tokens', () => {
    const [one, two] = [createServedTokens([], now), createServedTokens([], now)];
    const token = one.sign('anonymous', view);
    expect(one.verify('anonymous', view, token)).toBe(true);
    expect(two.verify('anonymous', view, token)).toBe(false);
  });
});

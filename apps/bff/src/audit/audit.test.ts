import { describe, expect, it } from 'vitest';
import { createHarness, paymentsPath } from '../testing/test-harness.ts';

const lines = (logs: string[], msg: string) =>
  logs.map((l) => JSON.parse(l)).filter((l) => l.msg === msg);

const exportReport = (invoice: { subscriptionId: string; invoiceId: string }) => ({
  subscriptionId: invoice.subscriptionId,
  invoiceId: invoice.invoiceId,
  offset: 25,
  limit: 25,
  rows: 12,
  status: 'failed',
});

const postJson = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('payments.served', () => {
  it('a HEAD request, which also reaches Elastic Path, is audited too', async () => {
    const h = createHarness();
    const response = await h.request(paymentsPath(h.invoiceWith(1)), { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(h.sim.counters.listRequests).toBe(1);
    expect(lines(h.logs, 'payments.served')).toHaveLength(1);
  });

  it('one line per successful list call: who, which invoice, which page, how many rows', async () => {
    const h = createHarness();
    const invoice = h.invoiceWith(60);
    const response = await h.request(paymentsPath(invoice, '?page%5Boffset%5D=50'));
    expect(response.status).toBe(200);
    const [line, ...more] = lines(h.logs, 'payments.served');
    expect(more).toEqual([]);
    expect(Object.keys(line).sort()).toEqual(
      [
        'audit',
        'intent',
        'invoiceId',
        'level',
        'limit',
        'msg',
        'offset',
        'requestId',
        'rows',
        'subscriptionId',
        'time',
        'user',
      ].sort(),
    );
    expect(line).toMatchObject({
      user: 'anonymous',
      subscriptionId: invoice.subscriptionId,
      invoiceId: invoice.invoiceId,
      offset: 50,
      limit: null,
      rows: Math.min(25, invoice.payments - 50),
      requestId: response.headers.get('x-request-id'),
    });
  });

  it('carries no payment contents, and is written even when LOG_LEVEL=error', async () => {
    const h = createHarness({ env: { LOG_LEVEL: 'error' } });
    const invoice = h.invoiceWith(5);
    const page = await (await h.request(paymentsPath(invoice))).text();
    const [line] = h.logs.filter((l) => l.includes('payments.served'));
    expect(line).toBeDefined();
    for (const id of [...page.matchAll(/"id":"([^"]+)"/g)].map((m) => m[1] ?? '')) {
      expect(line).not.toContain(id);
    }
    expect(line).not.toMatch(/amount|gateway|currency|Bearer/);
  });

  it('is not written for refused or failed calls', async () => {
    const h = createHarness();
    await h.request(paymentsPath({ subscriptionId: 'x', invoiceId: 'y' }));
    h.sim.inject('list', { kind: 'status', status: 500 });
    await h.request(paymentsPath(h.invoiceWith(1)));
    expect(lines(h.logs, 'payments.served')).toEqual([]);
  });
});

describe('request ids', () => {
  it("an audit line's requestId is always the server's own; a caller's id is kept under another name", async () => {
    const h = createHarness();
    const forged = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
    const viewed = await h.request(paymentsPath(h.invoiceWith(1)), {
      headers: { 'X-Request-Id': forged },
    });
    const denied = await h.rawRequest('/api/me', { headers: { 'X-Request-Id': forged } });
    const serverIds = [viewed, denied].map((r) => r.headers.get('x-request-id'));
    expect(serverIds).not.toContain(forged);
    expect(serverIds[0]).toMatch(/^[0-9a-f-]{36}$/);
    const audit = [...lines(h.logs, 'payments.served'), ...lines(h.logs, 'auth.denied')];
    expect(audit.map((l) => l.requestId)).toEqual(serverIds);
    expect(lines(h.logs, 'auth.denied')[0]).toMatchObject({ callerRequestId: forged });
    expect(lines(h.logs, 'http.request')).toMatchObject([
      { requestId: serverIds[0], callerRequestId: forged },
      { requestId: serverIds[1], callerRequestId: forged },
    ]);
  });

  it('drops a caller id that is not a plain token instead of logging it', async () => {
    const h = createHarness();
    await h.request('/api/app-info', { headers: { 'X-Request-Id': 'x"}, {"audit":true' } });
    expect(lines(h.logs, 'http.request')[0]).not.toHaveProperty('callerRequestId');
  });
});

describe('POST /api/audit/attention-exports', () => {
  const report = {
    rows: 4,
    state: 'failing',
    category: null,
    sort: 'lastAttempt.desc',
    asOf: '2026-11-26T09:41:00.000Z',
  };

  it('records attention.exported and answers 204', async () => {
    const h = createHarness();
    const response = await h.request('/api/audit/attention-exports', postJson(report));
    expect(response.status).toBe(204);
    expect(lines(h.logs, 'attention.exported')).toMatchObject([
      { user: 'anonymous', ...report, requestId: response.headers.get('x-request-id') },
    ]);
  });

  it('records the team’s filters in force with it, and the follow-up sort', async () => {
    const h = createHarness();
    const team = { owner: 'me', due: '1', currency: 'EUR', lastAttempt: '7' };
    const withTeam = { ...report, sort: 'followUp.asc', team };
    const response = await h.request('/api/audit/attention-exports', postJson(withTeam));
    expect(response.status).toBe(204);
    expect(lines(h.logs, 'attention.exported')).toMatchObject([withTeam]);
  });

  it.each([
    [{ rows: -1 }, 'rows'],
    [{ state: 'paid' }, 'state'],
    [{ category: 'fraud' }, 'category'],
    [{ sort: 'total.desc' }, 'sort'],
    [{ invoiceIds: [] }, 'body'],
    [{ team: { due: 'yes' } }, 'team.due'],
    [{ team: { sort: 'balance.asc' } }, 'team'],
  ])('refuses %j with 400 and writes nothing', async (change, field) => {
    const h = createHarness();
    const response = await h.request(
      '/api/audit/attention-exports',
      postJson({ ...report, ...change }),
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(field);
    expect(lines(h.logs, 'attention.exported')).toEqual([]);
  });
});

describe('POST /api/audit/exports', () => {
  it('records payments.exported and answers 204', async () => {
    const h = createHarness();
    const report = exportReport(h.invoiceWith(1));
    const response = await h.request('/api/audit/exports', postJson(report));
    expect(response.status).toBe(204);
    expect(lines(h.logs, 'payments.exported')).toMatchObject([
      { user: 'anonymous', ...report, requestId: response.headers.get('x-request-id') },
    ]);
  });

  it.each([
    [{ rows: -1 }, 'rows'],
    [{ rows: 101 }, 'rows'],
    [{ limit: 0 }, 'limit'],
    [{ subscriptionId: 'nope' }, 'subscriptionId'],
    [{ status: 'everything' }, 'status'],
    [{ amount: '1999' }, 'body'],
  ])('refuses %j with 400 and writes nothing', async (change, field) => {
    const h = createHarness();
    const response = await h.request(
      '/api/audit/exports',
      postJson({ ...exportReport(h.invoiceWith(1)), ...change }),
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(field);
    expect(lines(h.logs, 'payments.exported')).toEqual([]);
  });

  it('refuses malformed JSON, a form body and an oversized body with 400', async () => {
    const h = createHarness();
    const send = (body: string, type = 'application/json') =>
      h.request('/api/audit/exports', { method: 'POST', headers: { 'content-type': type }, body });
    expect((await send('{"rows":')).status).toBe(400);
    expect((await send('rows=1', 'application/x-www-form-urlencoded')).status).toBe(400);
    expect((await send(`{"pad":"${'x'.repeat(5000)}"}`)).status).toBe(400);
    expect(lines(h.logs, 'payments.exported')).toEqual([]);
  });
});

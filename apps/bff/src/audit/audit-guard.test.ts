/**
 * No customer data without a trail (docs/decisions/024-no-customer-data-without-audit.md), for
 * every route: the guard is derived from the routes the app declares, so a route added later is
 * refused while the trail is broken unless it is on the short list of routes that carry no
 * customer data. The sink is the real stdout sink over a stream whose writes fail with EPIPE, as
 * a closed pipe does.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createStreamSink, type StreamSink } from '../log/stream-sink.ts';
import { createHarness, IID } from '../testing/test-harness.ts';
import { AUDIT_UNWRITABLE } from './audit-guard.ts';

/** A pipe whose reader went away: the first write fails (asynchronously, as Node reports it). */
function closedPipe(): Writable {
  return new Writable({
    write(_chunk, _encoding, done) {
      done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    },
  });
}

const quiet = () => new Writable({ write: (_c, _e, done) => done() });

function harnessOn(sink: StreamSink) {
  return createHarness({
    deps: { logSink: (line) => sink.sink(line), auditBroken: () => sink.broken },
  });
}

/** A harness whose stdout has broken: one line written and its EPIPE reported. */
async function brokenHarness() {
  const sink = createStreamSink(closedPipe(), quiet());
  const h = harnessOn(sink);
  await h.request('/api/app-info');
  await new Promise((resolve) => setImmediate(resolve));
  expect(sink.broken).toBe('EPIPE');
  return h;
}

/**
 * Routes that carry no customer data: still answered while the trail is broken. Written out here
 * rather than imported, so that a route added to the guard's list is a decision a test names.
 */
const NO_CUSTOMER_DATA = ['GET /api/app-info', 'GET /api/me', 'POST /api/auth/logout'];

const json = (body: unknown): RequestInit => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('while the audit trail cannot be written', () => {
  it('every API route the app declares answers 503 before any upstream call, except those that carry no customer data', async () => {
    const h = await brokenHarness();
    const declared = h.routes
      .filter((r) => r.path.startsWith('/api/') && !r.path.includes('*') && r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path}`);
    const guarded = [...new Set(declared)].filter((r) => !NO_CUSTOMER_DATA.includes(r));
    // The list is read from the app, not written here: these must be among it.
    expect(guarded).toEqual(
      expect.arrayContaining(['GET /api/attention', 'GET /api/search', 'POST /api/audit/views']),
    );
    const before = h.sim.counters.getRequests;
    for (const route of guarded) {
      const [method = 'GET', path = ''] = route.split(' ');
      const response = await h.request(path.replaceAll(/:\w+/g, IID), {
        method,
        ...(method === 'POST' && json({})),
      });
      expect({ route, status: response.status }).toEqual({ route, status: 503 });
      expect(await response.json()).toMatchObject({ errors: [{ detail: AUDIT_UNWRITABLE }] });
    }
    expect(h.sim.counters.getRequests).toBe(before);
  });

  it('the attention list is refused: no names, emails or balances leave unrecorded', async () => {
    const h = await brokenHarness();
    const response = await h.request('/api/attention');
    expect(response.status).toBe(503);
    expect(await response.text()).not.toMatch(/@/);
  });

  it('app info, who is signed in and sign-out still answer', async () => {
    const h = await brokenHarness();
    expect((await h.request('/api/app-info')).status).toBe(200);
    expect((await h.request('/api/me')).status).toBe(200);
    expect((await h.request('/api/auth/logout', { method: 'POST' })).status).toBe(200);
  });
});

describe('a report of a view or an export', () => {
  it('answers 204 only when its audit line went out, else 503', async () => {
    const out = quiet();
    const sink = createStreamSink(out, quiet());
    const h = harnessOn(sink);
    // Closed before anything was written: only the report's own line finds out.
    out.destroy();
    const exported = await h.request('/api/audit/attention-exports', {
      method: 'POST',
      ...json({ rows: 1, state: null, category: null, sort: 'lastAttempt.desc', asOf: null }),
    });
    expect(exported.status).toBe(503);
    expect(sink.dropped).toBeGreaterThanOrEqual(1);
  });
});

/**
 * The access log (`http.request`, one line per request) names a request's address by the route it
 * reached, never by what was typed: an email or a name in a path segment, or after a `;`, stays
 * out of the log (as out of traces: telemetry/tracing.ts).
 */
import { describe, expect, it } from 'vitest';
import { createHarness } from '../testing/test-harness.ts';

const EMAIL = 'Jane.Doe+billing@Example.com';

describe('the access log line', () => {
  it.each([
    ['an email as typed', `/api/customers/${EMAIL}`],
    ['an email percent-encoded', `/api/customers/${encodeURIComponent(EMAIL)}`],
    ['a name', `/api/customers/${encodeURIComponent('Jane Doe')}`],
    ['an email after ;', `/api/customers/0f9b1a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b;${EMAIL}`],
  ])('%s in the path: the route template, and nothing typed', async (_name, path) => {
    const h = createHarness();
    const response = await h.request(path);
    expect(response.status).toBe(400);
    const lines = h.logs.filter((line) => line.includes('"msg":"http.request"'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      method: 'GET',
      route: '/api/customers/:subscriberId',
      status: 400,
    });
    for (const typed of [EMAIL, encodeURIComponent(EMAIL), 'Jane', 'jane']) {
      expect(lines[0]).not.toContain(typed);
    }
  });

  it('a path no route names is logged as the catch-all it reached', async () => {
    const h = createHarness();
    expect((await h.request(`/api/${encodeURIComponent(EMAIL)}`)).status).toBe(404);
    const line = h.logs.find((l) => l.includes('"msg":"http.request"')) ?? '';
    expect(JSON.parse(line)).toMatchObject({ route: '/api/*', status: 404 });
    expect(line).not.toContain('Jane');
  });
});

import { describe, expect, it } from 'vitest';
import { createControlApp } from './control-app.ts';
import { createSimulator } from './create-simulator.ts';
import { fixturePayment, INV, list, readJson, SUB, token } from './test-support.ts';

const data = { data: [fixturePayment(1)], empty: [] };

function setup() {
  const sim = createSimulator({ data });
  const control = createControlApp(sim);
  const post = (path: string, body?: unknown) =>
    control.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  return { sim, control, post };
}

describe('createControlApp', () => {
  it('POST /faults queues a fault `times` times', async () => {
    const { sim, post } = setup();
    const bearer = await token(sim);
    const response = await post('/faults', {
      target: 'list',
      fault: { kind: 'status', status: 503, retryAfter: '1' },
      times: 2,
    });
    expect(response.status).toBe(204);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await list(sim, SUB, INV, '', bearer)).status);
    expect(statuses).toEqual([503, 503, 200]);
  });

  it('POST /faults defaults times to 1', async () => {
    const { sim, post } = setup();
    expect((await post('/faults', { target: 'token', fault: { kind: 'html' } })).status).toBe(204);
    await expect(token(sim)).rejects.toThrow();
    expect(await token(sim)).toMatch(/^[0-9a-f]{40}$/);
  });

  it.each([
    ['an unknown target', { target: 'orders', fault: { kind: 'html' } }, /target/],
    ['a bad status', { target: 'list', fault: { kind: 'status', status: 99 } }, /fault\.status/],
    ['a zero count', { target: 'list', fault: { kind: 'html' }, times: 0 }, /times/],
    ['no body', undefined, /Invalid input/],
  ])('POST /faults rejects %s with 400', async (_, body, detail) => {
    const { post } = setup();
    const response = await post('/faults', body);
    expect(response.status).toBe(400);
    const json = await readJson(response);
    expect(json.errors[0].status).toBe('400');
    expect(json.errors[0].detail).toMatch(detail);
  });

  it('POST /latency sets the latency and rejects a negative one', async () => {
    const { sim, post } = setup();
    expect((await post('/latency', { ms: 60 })).status).toBe(204);
    const started = performance.now();
    await sim.fetch('http://ep.test/x');
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    expect((await post('/latency', { ms: -1 })).status).toBe(400);
  });

  it('POST /paid marks an invoice paid for every later read, and 404s an unknown one', async () => {
    const sim = createSimulator({
      data: { data: [fixturePayment(1, { success: false })], empty: [] },
    });
    const control = createControlApp(sim);
    const post = (path: string, body: unknown) =>
      control.request(path, { method: 'POST', body: JSON.stringify(body) });
    const bearer = await token(sim);
    const read = async () => {
      const response = await sim.fetch(`http://ep.test/v2/subscriptions/invoices/${INV}`, {
        headers: { authorization: `Bearer ${bearer}` },
      });
      const body = (await response.json()) as { data: { attributes: { outstanding: boolean } } };
      return body.data.attributes.outstanding;
    };
    expect(await read()).toBe(true);
    expect((await post('/paid', { invoiceId: INV })).status).toBe(204);
    expect(await read()).toBe(false);
    expect(
      (await post('/paid', { invoiceId: '00000000-0000-4000-8000-000000000000' })).status,
    ).toBe(404);
    expect((await post('/paid', {})).status).toBe(404);
  });

  it('POST /revoke makes issued tokens unknown', async () => {
    const { sim, post } = setup();
    const bearer = await token(sim);
    expect((await post('/revoke')).status).toBe(204);
    expect((await list(sim, SUB, INV, '', bearer)).status).toBe(401);
  });

  it('GET /counters reports both counters and POST /reset zeroes them', async () => {
    const { sim, control, post } = setup();
    await list(sim, SUB, INV);
    expect(await readJson(await control.request('/counters'))).toMatchObject({
      tokenRequests: 1,
      listRequests: 1,
    });
    expect((await post('/reset')).status).toBe(204);
    expect(await readJson(await control.request('/counters'))).toMatchObject({
      tokenRequests: 0,
      listRequests: 0,
    });
  });

  it('answers unknown control routes with 404', async () => {
    const { control } = setup();
    expect((await control.request('/nope')).status).toBe(404);
  });
});

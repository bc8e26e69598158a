import { describe, expect, it } from 'vitest';
import { createSimulator } from './create-simulator.ts';
import { ROUTE_KEYS, type RouteKey } from './fault-targets.ts';
import { api, apiJson, FORM } from './test-support.ts';

const sim = createSimulator();
const invoice = sim.demo.invoices.find((i) => i.payments > 0);
const subscription = sim.demo.subscriptions.find((s) => s.label === 'Acme Cloud');
if (!invoice || !subscription) throw new Error('demo objects missing');
const probe = createSimulator();
const firstId = async (path: string) =>
  (await apiJson<{ data: { id: string }[] }>(probe, path)).data[0]?.id;
const paymentId = await firstId(`/v2/subscriptions/invoices/${invoice.id}/payments`);
const stateId = await firstId(`/v2/subscriptions/subscriptions/${subscription.id}/states`);
const job = await firstId('/v2/subscriptions/jobs');
const rule = await firstId('/v2/subscriptions/dunning-rules');
const schedule = await firstId('/v2/subscriptions/schedules');
const account = sim.demo.accounts[0]?.id;
const subscriber = sim.demo.subscribers[0]?.id;
const member = await firstId('/v2/account-members');

const SID = invoice.subscriptionId;
const IID = invoice.id;
const PATHS: Record<Exclude<RouteKey, 'token'>, string> = {
  'subscribers.list': '/v2/subscriptions/subscribers',
  'subscribers.get': `/v2/subscriptions/subscribers/${subscriber}`,
  'subscriptions.list': '/v2/subscriptions/subscriptions',
  'subscriptions.get': `/v2/subscriptions/subscriptions/${subscription.id}`,
  'states.list': `/v2/subscriptions/subscriptions/${subscription.id}/states`,
  'states.get': `/v2/subscriptions/subscriptions/${subscription.id}/states/${stateId}`,
  'subscription-invoices.list': `/v2/subscriptions/subscriptions/${SID}/invoices`,
  'subscription-invoices.get': `/v2/subscriptions/subscriptions/${SID}/invoices/${IID}`,
  'invoices.list': '/v2/subscriptions/invoices',
  'invoices.get': `/v2/subscriptions/invoices/${IID}`,
  'payments.list': `/v2/subscriptions/subscriptions/${SID}/invoices/${IID}/payments`,
  'payments.get': `/v2/subscriptions/subscriptions/${SID}/invoices/${IID}/payments/${paymentId}`,
  'invoice-payments.list': `/v2/subscriptions/invoices/${IID}/payments`,
  'invoice-payments.get': `/v2/subscriptions/invoices/${IID}/payments/${paymentId}`,
  'jobs.list': '/v2/subscriptions/jobs',
  'jobs.get': `/v2/subscriptions/jobs/${job}`,
  'dunning-rules.list': '/v2/subscriptions/dunning-rules',
  'dunning-rules.get': `/v2/subscriptions/dunning-rules/${rule}`,
  'schedules.list': '/v2/subscriptions/schedules',
  'schedules.get': `/v2/subscriptions/schedules/${schedule}`,
  'accounts.list': '/v2/accounts',
  'accounts.get': `/v2/accounts/${account}`,
  'account-members.list': '/v2/account-members',
  'account-members.get': `/v2/account-members/${member}`,
  'account-memberships.list': `/v2/account-members/${member}/account-memberships`,
};
const ROUTES = ROUTE_KEYS.filter((r): r is Exclude<RouteKey, 'token'> => r !== 'token');

describe.each(ROUTES)('route %s', (route) => {
  it('answers 200, is counted under its key, and takes a fault aimed at it', async () => {
    sim.reset();
    expect((await api(sim, PATHS[route])).status).toBe(200);
    sim.inject(route, { kind: 'status', status: 502 });
    const faulted = await sim.fetch(`http://ep.test${PATHS[route]}`);
    expect(faulted.status).toBe(502);
    expect(sim.counters.requestsByRoute[route]).toBe(2);
    expect(sim.counters.getRequests).toBe(2);
    // Every other route is untouched by the fault.
    const others = Object.entries(sim.counters.requestsByRoute).filter(([key]) => key !== route);
    expect(others.every(([key]) => key === 'token')).toBe(true);
  });

  it('takes an api-wide fault but never a token fault', async () => {
    sim.reset();
    sim.inject('token', { kind: 'status', status: 500 });
    sim.inject('api', { kind: 'status', status: 503 });
    expect((await sim.fetch(`http://ep.test${PATHS[route]}`)).status).toBe(503);
    const tokenResponse = await sim.fetch('http://ep.test/oauth/access_token', {
      method: 'POST',
      headers: FORM,
      body: 'grant_type=client_credentials',
    });
    expect(tokenResponse.status).toBe(500);
  });
});

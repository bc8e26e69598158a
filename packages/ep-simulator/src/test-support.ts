/**
 * Helpers shared by this package's tests: requests as a client would send them and fixture
 * payments to vary. Not exported from the package.
 */
import type { Simulator, SimulatorPayment } from './types.ts';

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
export const SUB = '11111111-1111-4111-8111-111111111111';
export const INV = '22222222-2222-4222-8222-222222222222';
/** A well-formed id that no demo resource has. */
export const UNKNOWN = '00000000-0000-4000-8000-00000000abcd';

/** POST /oauth/access_token with a form body; `fields` override the demo credentials. */
export function requestToken(
  sim: Pick<Simulator, 'fetch'>,
  fields: Record<string, string | undefined> = {},
  headers: Record<string, string> = FORM,
): Promise<Response> {
  const form = new URLSearchParams();
  const all = {
    grant_type: 'client_credentials',
    client_id: 'demo-client-id',
    client_secret: 'demo-client-secret',
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) if (v !== undefined) form.set(k, v);
  return sim.fetch('http://ep.test/oauth/access_token', {
    method: 'POST',
    headers,
    body: form.toString(),
  });
}

/** A valid access token from `sim`. */
export async function token(sim: Pick<Simulator, 'fetch'>): Promise<string> {
  const response = await requestToken(sim);
  if (response.status !== 200) throw new Error(`token request failed: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The payments list URL on the fake origin http://ep.test. */
export function listUrl(subscriptionId: string, invoiceId: string, query = ''): string {
  return `http://ep.test/v2/subscriptions/subscriptions/${subscriptionId}/invoices/${invoiceId}/payments${query}`;
}

/** GET the payments list with a bearer token. */
export async function list(
  sim: Simulator,
  subscriptionId: string,
  invoiceId: string,
  query = '',
  bearer?: string,
) {
  const auth = bearer ?? (await token(sim));
  return sim.fetch(listUrl(subscriptionId, invoiceId, query), {
    headers: { authorization: `Bearer ${auth}` },
  });
}

let counter = 0;

/** A succeeded stripe payment on SUB/INV; `n` picks a distinct id and created_at minute. */
export function fixturePayment(
  n = ++counter,
  overrides: Partial<SimulatorPayment['attributes']> = {},
): SimulatorPayment {
  const hex = n.toString(16).padStart(12, '0');
  const minute = String(n % 60).padStart(2, '0');
  return {
    id: `00000000-0000-4000-8000-${hex}`,
    type: 'subscription_invoice_payment',
    attributes: {
      success: true,
      gateway: 'stripe',
      external_payment_id: `pi_${n}`,
      amount: { currency: 'USD', amount: String(n * 100) },
      manual_payment: false,
      ...overrides,
    },
    meta: {
      owner: 'store',
      subscription_id: SUB,
      invoice_id: INV,
      job_id: `99999999-0000-4000-8000-${hex}`,
      timestamps: {
        created_at: `2026-01-01T00:${minute}:00.000Z`,
        updated_at: `2026-01-01T00:${minute}:01.000Z`,
        payment_taken_at: `2026-01-01T00:${minute}:01.000Z`,
      },
    },
  };
}

/** A payment as a test reads it back from the wire. */
export interface WirePayment {
  id: string;
  attributes: {
    success: boolean;
    gateway: string;
    amount: { currency: string; amount: number };
  } & Record<string, unknown>;
  meta: { manual_payment?: boolean; timestamps: { created_at: string } } & Record<string, unknown>;
}

/** Every body a test reads, loosely typed: the assertions check the actual shape. */
export interface ResponseBody {
  data: WirePayment[];
  links: { first: string; last: string; next: string | null; prev: string | null };
  meta: {
    page: { limit: number; offset: number; current: number; total: number };
    results: { total: number };
  };
  errors: [{ status: string | number; title: string; detail?: string }];
  access_token: string;
  [key: string]: unknown;
}

/** `response.json()` typed for assertions. */
export async function readJson(response: Response): Promise<ResponseBody> {
  return (await response.json()) as ResponseBody;
}

const tokens = new WeakMap<object, Promise<string>>();

/** GET `path` (under http://ep.test) with a token `sim` issued once and reused. */
export async function api(sim: Simulator, path: string, init: RequestInit = {}): Promise<Response> {
  let bearer = tokens.get(sim);
  if (!bearer) {
    bearer = token(sim);
    tokens.set(sim, bearer);
  }
  return sim.fetch(`http://ep.test${path}`, {
    ...init,
    headers: { authorization: `Bearer ${await bearer}`, ...init.headers },
  });
}

/** `GET path` and its JSON body; fails the test when the status is not `status`. */
export async function apiJson<T = Record<string, unknown>>(
  sim: Simulator,
  path: string,
  status = 200,
): Promise<T> {
  const response = await api(sim, path);
  const text = await response.text();
  if (response.status !== status)
    throw new Error(`GET ${path}: expected ${status}, got ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** `filter=` with the whole expression percent-encoded, as the console sends it. */
export function filterQuery(expression: string): string {
  return `filter=${encodeURIComponent(expression)}`;
}

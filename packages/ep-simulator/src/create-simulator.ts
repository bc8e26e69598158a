/**
 * Builds one simulator: the Hono app that imitates Elastic Path plus the handles tests use to
 * steer and observe it (faults, latency, revocation, counters, the request log).
 */
import { Hono } from 'hono';
import { collectionRoutes } from './collection-routes.ts';
import {
  accountRoutes,
  dunningRuleRoutes,
  jobRoutes,
  scheduleRoutes,
  subscriberRoutes,
} from './config-routes.ts';
import {
  countRoute,
  countWrite,
  createCounters,
  resetCounters,
  TrafficObserver,
} from './counters.ts';
import { demoSeed } from './demo/seed.ts';
import { buildDemoDirectory } from './demo-directory.ts';
import { epError } from './ep-errors.ts';
import { FaultQueues } from './faults.ts';
import { invoicesRoutes, subscriptionInvoicesRoutes } from './invoices-routes.ts';
import { serveFetch } from './listen.ts';
import { accountMemberRoutes, membershipRoutes } from './member-routes.ts';
import { MAX_PAGE_LIMIT } from './pagination.ts';
import { invoicePaymentsRoutes, paymentsRoutes } from './payments-route.ts';
import { checkSimulatorData } from './simulator-data.ts';
import type { SimulatorState } from './simulator-state.ts';
import { buildStore } from './store.ts';
import { subscriptionsRoutes } from './subscriptions-routes.ts';
import { tokenRoutes } from './token-route.ts';
import { TokenStore } from './token-store.ts';
import type { FetchLike, RecordedRequest, Simulator, SimulatorOptions } from './types.ts';

/** How many requests `Simulator.requests` keeps. */
export const REQUEST_LOG_SIZE = 500;

/** Subscriptions and Account Management paths, where any method but GET/HEAD would write. */
const WRITE_GUARDED = /^\/v2\/(subscriptions|accounts|account-members)(\/|$)/;

function checkNumber(
  name: string,
  value: number,
  min: number,
  max: number,
  integer: boolean,
): number {
  if (!(value >= min && value <= max) || (integer && !Number.isInteger(value))) {
    throw new RangeError(
      `${name} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}, got ${value}`,
    );
  }
  return value;
}

const checkLatency = (ms: number) => checkNumber('latencyMs', ms, 0, 600_000, false);

/** Resolves true after `ms`, or false as soon as `signal` aborts. */
function delay(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Like fetch: rejects with the signal's reason once it aborts, whatever the app is doing. */
function abortable(app: Hono): FetchLike {
  return (input, init) => {
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    if (signal?.aborted) return Promise.reject(signal.reason);
    const response = Promise.resolve(app.request(input, init));
    if (!signal) return response;
    return new Promise((resolve, reject) => {
      const onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  };
}

/**
 * Creates an Elastic Path stand-in serving `options.data` (default: the demo seed).
 * @example
 * const sim = createSimulator({ tokenTtlSeconds: 2 });
 * // Give sim.fetch to the code under test in place of fetch; any origin works.
 * await sim.fetch('http://ep.test/v2/subscriptions/subscriptions/…/payments', { headers });
 * sim.inject('list', { kind: 'status', status: 503 });
 * @throws RangeError for an out-of-range option, SimulatorDataError for bad `data`.
 */
export function createSimulator(options: SimulatorOptions = {}): Simulator {
  const realistic = options.realistic ?? false;
  const data = options.data
    ? checkSimulatorData(options.data, 'options.data')
    : demoSeed({ backlog: options.backlog === true });
  const now = options.now ?? Date.now;
  const tokenTtlSeconds = checkNumber(
    'tokenTtlSeconds',
    options.tokenTtlSeconds ?? 3600,
    1,
    31_536_000,
    true,
  );
  let latencyMs = checkLatency(options.latencyMs ?? 0);
  const credentials = {
    clientId: options.clientId ?? 'demo-client-id',
    clientSecret: options.clientSecret ?? 'demo-client-secret',
  };
  const state: SimulatorState = {
    ...credentials,
    tokenTtlSeconds,
    pageLength: checkNumber('pageLength', options.pageLength ?? 25, 1, MAX_PAGE_LIMIT, true),
    realistic,
    now,
    tokens: new TokenStore(tokenTtlSeconds, now),
    faults: new FaultQueues(),
    counters: createCounters(),
    store: buildStore(data, realistic),
  };
  const requests: RecordedRequest[] = [];
  const traffic = new TrafficObserver(state.counters, now);

  const app = new Hono();
  app.use(async (c, next) => {
    const raw = c.req.raw;
    requests.push({ method: raw.method, url: raw.url, headers: Object.fromEntries(raw.headers) });
    if (requests.length > REQUEST_LOG_SIZE) requests.shift();
    const ticket = traffic.enter();
    try {
      const read = raw.method === 'GET' || raw.method === 'HEAD';
      // The console must never write: every attempt is counted and refused, whatever the path.
      if (!read && WRITE_GUARDED.test(c.req.path)) {
        countWrite(state.counters, raw.method, c.req.path);
        return epError(405, `${raw.method} is not allowed here`, { allow: 'GET, HEAD' });
      }
      // A caller that gives up during the delay never reaches an endpoint: no counter, no fault.
      if (latencyMs > 0 && !(await delay(latencyMs, raw.signal)))
        return epError(408, 'the client went away');
      if (read) state.counters.getRequests++;
      await next();
    } finally {
      traffic.leave(ticket);
    }
  });
  app.route('/oauth', tokenRoutes(state));
  app.route('/v2/subscriptions/subscriptions', subscriptionsRoutes(state));
  app.route('/v2/subscriptions/subscriptions', subscriptionInvoicesRoutes(state));
  app.route('/v2/subscriptions/subscriptions', paymentsRoutes(state));
  app.route('/v2/subscriptions/invoices', invoicesRoutes(state));
  app.route('/v2/subscriptions/invoices', invoicePaymentsRoutes(state));
  app.route('/v2/subscriptions/subscribers', collectionRoutes(state, subscriberRoutes));
  app.route('/v2/subscriptions/jobs', collectionRoutes(state, jobRoutes));
  app.route('/v2/subscriptions/dunning-rules', collectionRoutes(state, dunningRuleRoutes));
  app.route('/v2/subscriptions/schedules', collectionRoutes(state, scheduleRoutes));
  app.route('/v2/accounts', collectionRoutes(state, accountRoutes));
  app.route('/v2/account-members', collectionRoutes(state, accountMemberRoutes));
  app.route('/v2/account-members', membershipRoutes(state));
  app.notFound((c) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') countRoute(state.counters, 'unknown');
    return epError(404, `no route for ${c.req.method} ${c.req.path}`);
  });
  app.onError((error) => epError(500, `simulator error: ${error.message}`));

  return {
    app,
    fetch: abortable(app),
    inject: (target, fault, times) => state.faults.inject(target, fault, times),
    setLatency: (ms) => {
      latencyMs = checkLatency(ms);
    },
    revokeTokens: () => state.tokens.revokeAll(),
    markPaid: (invoiceId) => {
      const invoice = state.store.invoices.get(invoiceId);
      if (!invoice) return false;
      // In place: the subscription's list and the outstanding filter hold the same object.
      invoice.attributes.outstanding = false;
      return true;
    },
    counters: state.counters,
    requests,
    reset: () => {
      // In place, so references a test already holds see the reset.
      state.faults.clear();
      resetCounters(state.counters);
      traffic.reset();
      requests.length = 0;
      latencyMs = 0;
    },
    credentials,
    invoices: state.store.payments.invoices,
    demo: buildDemoDirectory(state.store, data.subscription_names ?? {}, now()),
    listen: (opts) => serveFetch(app.fetch, opts),
  };
}

/**
 * Every call the BFF makes to Elastic Path goes through `UpstreamClient.get`: a GET, to a URL
 * built from the fixed base address, carrying only `Accept` and `Authorization` (no browser
 * header is ever forwarded), refusing redirects and bounded by a timeout that covers the body.
 *
 * Retries live here and only here for what the BFF can absorb: a 401 on a token that worked
 * before drops it and tries once more with a fresh one (a 401 on a fresh token starts the token
 * manager's cool-down instead); 502/503/504 are tried again twice with backoff (3 calls in all).
 * A 429 is not retried here: it starts the replica's hold (store-budget/rate-limit-hold.ts, the
 * one 429 rule), and every call is checked against that hold before it waits its turn in the
 * limiter and again when its turn comes. Identical GETs in flight at the same time share one upstream call while it is young (`MAX_JOIN_WINDOW_MS`);
 * what is kept after it finishes is read-resource.ts's business (the replica's short read cache).
 */
import { ApiHttpError } from '../core/errors.ts';
import { NO_METRICS, type UpstreamMetrics } from '../core/metrics-hooks.ts';
import type { Logger } from '../log/logger.ts';
import type { RateLimitHold } from '../store-budget/rate-limit-hold.ts';
import type { RateLimiter } from '../store-budget/rate-limiter.ts';
import { currentScope } from '../store-budget/request-scope.ts';
import { isAllowedUpstream } from './allowlist.ts';
import { BodyTooLargeError, MAX_UPSTREAM_BODY_BYTES, readCappedText } from './body-limit.ts';
import { templateOf } from './paths.ts';
import { MAX_RETRIES, parseRetryAfter, RETRYABLE_STATUSES, retryDelayMs } from './retry-policy.ts';
import type { TokenManager } from './token-manager.ts';

export interface UpstreamClientOptions {
  baseUrl: string;
  fetch: typeof fetch;
  tokens: TokenManager;
  /** Every attempt (retries included) waits its turn here. */
  limiter: RateLimiter;
  /** The replica's hold after a 429, which every caller of Elastic Path obeys. */
  hold: RateLimitHold;
  timeoutMs: number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  log: Logger;
  /** Calls, retries, 429s and the limiter's queue, by path template. */
  metrics?: UpstreamMetrics;
}

/** What came back: any status but a redirect, 401, 429 or a transient 5xx, with its body. */
export interface UpstreamAnswer {
  status: number;
  text: string;
}

/**
 * Identical GETs share one call only while it is young. A page answers in well under a second
 * when Elastic Path is healthy, so a call older than this is an outlier (hung, or retrying
 * after 5xx): joining it would keep a page failing for up to the whole timeout after Elastic Path
 * recovered (50 needless 504s in a fault run). 2 s is 1/5 of the default 10 s timeout;
 * with a hung upstream it costs at most one extra call per URL every 2 s (≤ 5 per timeout), still
 * far below one call per request. Shorter timeouts shrink the window with them.
 */
const MAX_JOIN_WINDOW_MS = 2000;

interface InFlightCall {
  startedAt: number;
  answer: Promise<UpstreamAnswer>;
  /** Callers still waiting for the answer; Infinity once one came without a signal. */
  waiters: number;
  /** Aborts the call's wait in the rate limiter when every caller gave up. */
  abandon: AbortController;
}

/** What `UpstreamClient.get` offers a reader; a search wraps it to bound its own calls. */
export interface UpstreamGet {
  get(path: string, query?: string, signal?: AbortSignal): Promise<UpstreamAnswer>;
}

export class UpstreamClient implements UpstreamGet {
  private readonly options: UpstreamClientOptions;
  private readonly inFlight = new Map<string, InFlightCall>();
  private readonly joinWindowMs: number;
  private readonly metrics: UpstreamMetrics;

  constructor(options: UpstreamClientOptions) {
    this.options = options;
    this.metrics = options.metrics ?? NO_METRICS.upstream;
    this.joinWindowMs = Math.min(MAX_JOIN_WINDOW_MS, options.timeoutMs / 5);
  }

  /**
   * GETs `path` (under the base address, e.g. `/subscriptions/invoices/…`) with `query`.
   * @throws ApiHttpError 429 (rate limited), 502 (unreachable, unavailable, redirect, 401
   *   after a fresh token), 503 (our own queue is full), 504 (timeout)
   * @throws Error for a path outside the allowlist: a bug, never sent
   * @throws the signal's reason when `signal` aborts first (the caller gave up); the call
   *   leaves the rate limiter's queue when no other caller still waits for it
   */
  get(path: string, query = '', signal?: AbortSignal): Promise<UpstreamAnswer> {
    if (!isAllowedUpstream(path, query)) {
      throw new Error(`refusing an upstream path outside the allowlist: ${path}`);
    }
    const url = `${this.options.baseUrl}${path}${query ? `?${query}` : ''}`;
    const now = this.options.now();
    const joined = this.inFlight.get(url);
    if (joined && now - joined.startedAt <= this.joinWindowMs) return waitFor(joined, signal);
    const abandon = new AbortController();
    const call: InFlightCall = {
      startedAt: now,
      waiters: 0,
      abandon,
      answer: this.fetchWithRetries(url, templateOf(path), abandon.signal).finally(() => {
        // A newer call may have taken the slot; only this call's own entry goes.
        if (this.inFlight.get(url) === call) this.inFlight.delete(url);
      }),
    };
    this.inFlight.set(url, call);
    return waitFor(call, signal);
  }

  private async fetchWithRetries(
    url: string,
    template: string,
    abandoned: AbortSignal,
  ): Promise<UpstreamAnswer> {
    const { tokens, sleep, random, log, hold } = this.options;
    const { metrics } = this;
    let reauthenticated = false;
    let retries = 0;
    for (;;) {
      hold.refuseWhileHeld();
      const token = await tokens.getToken();
      const exchange = await this.whenLimiterAllows(
        () => {
          // A 429 may have come while this call waited its turn.
          hold.refuseWhileHeld();
          return this.exchange(url, token, template);
        },
        currentScope()?.person,
        abandoned,
      );
      const { status, retryAfterMs } = exchange;
      if (status === 401) {
        // Throws (502, with the cool-down) when the token was fresh: another would not help.
        tokens.refused(token);
        if (reauthenticated) {
          log.warn('upstream.unauthorized_twice');
          throw new ApiHttpError(502, 'Elastic Path rejected a freshly issued access token.');
        }
        reauthenticated = true;
        metrics.retry(template, 'token');
        continue;
      }
      // A 5xx or 429 may come from a proxy before the token is checked: it proves nothing.
      if (status < 500 && status !== 429) tokens.accepted(token);
      if (status === 429) {
        const refusal = hold.rateLimited(retryAfterMs);
        log.warn('upstream.rate_limited', {
          retryAfterSeconds: Number(refusal.headers['Retry-After']),
        });
        metrics.rateLimited(template);
        throw refusal;
      }
      if (exchange.text !== null) return { status, text: exchange.text };
      if (retries >= MAX_RETRIES) {
        log.warn('upstream.gave_up', { upstreamStatus: status, retries });
        throw new ApiHttpError(502, `Elastic Path is unavailable (status ${status}).`);
      }
      retries += 1;
      metrics.retry(template, 'unavailable');
      const delay = retryDelayMs(retries, retryAfterMs, random);
      log.info('upstream.retry', { upstreamStatus: status, attempt: retries, delayMs: delay });
      await sleep(delay);
    }
  }

  /** `task` in its rate-limiter slot, with the wait and the queue reported to the metrics. */
  private async whenLimiterAllows<T>(
    task: () => Promise<T>,
    person?: string,
    signal?: AbortSignal,
  ): Promise<T> {
    const { metrics } = this;
    const queuedAt = performance.now();
    let waiting = true;
    metrics.limiterQueue(1);
    const leave = () => {
      if (!waiting) return;
      waiting = false;
      metrics.limiterQueue(-1);
    };
    try {
      return await this.options.limiter.schedule(
        () => {
          leave();
          metrics.limiterWaited((performance.now() - queuedAt) / 1000);
          return task();
        },
        person,
        signal,
      );
    } finally {
      leave();
    }
  }

  /**
   * One GET, headers and body, inside one rate-limiter slot (the timeout starts when the slot
   * does). The body is read when the status is an answer; dropped for 401, 429 and 502/503/504.
   */
  private async exchange(
    url: string,
    token: string,
    template: string,
  ): Promise<{ status: number; retryAfterMs: number | null; text: string | null }> {
    let response: Response;
    try {
      response = await this.send(url, token);
    } catch (error) {
      this.metrics.call(template, 'error');
      throw error;
    }
    const { status } = response;
    this.metrics.call(template, status);
    if (status === 401 || status === 429 || RETRYABLE_STATUSES.has(status)) {
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), this.options.now());
      await response.body?.cancel();
      return { status, retryAfterMs, text: null };
    }
    return { status, retryAfterMs: null, text: await this.readBody(response) };
  }

  /** The timeout's signal also bounds reading the body (`readBody`). */
  private async send(url: string, token: string): Promise<Response> {
    const { timeoutMs, log } = this.options;
    try {
      const response = await this.options.fetch(url, {
        method: 'GET',
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        throw new ApiHttpError(
          502,
          'Elastic Path answered with a redirect, which is not followed.',
        );
      }
      return response;
    } catch (cause) {
      if (cause instanceof ApiHttpError) throw cause;
      if (isTimeout(cause)) {
        log.warn('upstream.timeout', { timeoutMs });
        throw new ApiHttpError(504, 'Elastic Path did not answer in time.', { cause });
      }
      log.warn('upstream.network_error', { error: String(cause) });
      throw new ApiHttpError(502, 'Could not reach Elastic Path.', { cause });
    }
  }

  /** The body text, capped; running out of time while reading counts as a timeout. */
  private async readBody(response: Response): Promise<string> {
    try {
      return await readCappedText(response);
    } catch (cause) {
      if (cause instanceof BodyTooLargeError) {
        this.options.log.warn('upstream.body_too_large', {
          maxBytes: MAX_UPSTREAM_BODY_BYTES,
          upstreamStatus: response.status,
        });
        throw new ApiHttpError(
          502,
          `Elastic Path sent a response larger than ${MAX_UPSTREAM_BODY_BYTES / 1024 / 1024} MB, which is not read.`,
          { cause },
        );
      }
      if (isTimeout(cause)) {
        this.options.log.warn('upstream.timeout', { timeoutMs: this.options.timeoutMs });
        throw new ApiHttpError(504, 'Elastic Path did not answer in time.', { cause });
      }
      throw new ApiHttpError(502, 'Elastic Path sent an unexpected response.', { cause });
    }
  }
}

/** The call's answer for one caller, who may give up (`signal`) before it comes. */
function waitFor(call: InFlightCall, signal: AbortSignal | undefined): Promise<UpstreamAnswer> {
  if (!signal) {
    call.waiters = Number.POSITIVE_INFINITY;
    return call.answer;
  }
  call.waiters += 1;
  return new Promise((resolve, reject) => {
    const giveUp = () => {
      call.waiters -= 1;
      if (call.waiters === 0) call.abandon.abort(signal.reason);
      reject(signal.reason);
    };
    if (signal.aborted) return giveUp();
    signal.addEventListener('abort', giveUp, { once: true });
    call.answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', giveUp));
  });
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

/**
 * Every call the BFF makes to Elastic Path goes through `UpstreamClient.get`: a GET, to a URL
 * built from the fixed base address, carrying only `Accept` and `Authorization` (no browser
 * header is ever forwarded), refusing redirects and bounded by a timeout that covers the body.
 *
 * Retries live here and only here for what the BFF can absorb: a 401 drops the token and tries
 * once more with a fresh one; 502/503/504 are tried again twice with backoff (3 calls in all).
 * A 429 is not retried here: it goes to the browser with `Retry-After`, and the browser (the
 * one layer that retries rate limits) waits and asks again, showing that it does. Identical GETs
 * in flight at the same time share one upstream call; nothing is cached once it finishes, since
 * staff must see fresh data.
 */
import { ApiHttpError } from '../http/errors.ts';
import type { Logger } from '../log/logger.ts';
import { MAX_RETRIES, parseRetryAfter, RETRYABLE_STATUSES, retryDelayMs } from './retry-policy.ts';
import type { TokenManager } from './token-manager.ts';

export interface UpstreamClientOptions {
  baseUrl: string;
  fetch: typeof fetch;
  tokens: TokenManager;
  timeoutMs: number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  log: Logger;
}

/** What came back: any status but a redirect, 401, 429 or a transient 5xx, with its body. */
export interface UpstreamAnswer {
  status: number;
  text: string;
}

/** Without an upstream `Retry-After`, the browser is asked to wait this long before retrying. */
const DEFAULT_RATE_LIMIT_WAIT_S = 1;

export class UpstreamClient {
  private readonly options: UpstreamClientOptions;
  private readonly inFlight = new Map<string, Promise<UpstreamAnswer>>();

  constructor(options: UpstreamClientOptions) {
    this.options = options;
  }

  /**
   * GETs `path` (under the base address, e.g. `/subscriptions/invoices/…`) with `query`.
   * @throws ApiHttpError 429 (rate limited), 502 (unreachable, unavailable, redirect, 401
   *   after a fresh token), 504 (timeout)
   */
  get(path: string, query = ''): Promise<UpstreamAnswer> {
    const url = `${this.options.baseUrl}${path}${query ? `?${query}` : ''}`;
    let pending = this.inFlight.get(url);
    if (!pending) {
      pending = this.fetchWithRetries(url).finally(() => this.inFlight.delete(url));
      this.inFlight.set(url, pending);
    }
    return pending;
  }

  private async fetchWithRetries(url: string): Promise<UpstreamAnswer> {
    const { tokens, sleep, now, random, log } = this.options;
    let reauthenticated = false;
    let retries = 0;
    for (;;) {
      const token = await tokens.getToken();
      const response = await this.attempt(url, token);
      const { status } = response;
      if (status === 401) {
        await response.body?.cancel();
        tokens.invalidate(token);
        if (reauthenticated) {
          log.warn('upstream.unauthorized_twice');
          throw new ApiHttpError(502, 'Elastic Path rejected a freshly issued access token.');
        }
        reauthenticated = true;
        continue;
      }
      if (status === 429) {
        await response.body?.cancel();
        const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), now());
        const seconds = Math.max(1, Math.ceil((retryAfterMs ?? 0) / 1000));
        log.warn('upstream.rate_limited', { retryAfterSeconds: seconds });
        throw new ApiHttpError(429, 'Elastic Path is rate limiting requests. Try again shortly.', {
          headers: {
            'Retry-After': String(retryAfterMs === null ? DEFAULT_RATE_LIMIT_WAIT_S : seconds),
          },
        });
      }
      if (!RETRYABLE_STATUSES.has(status)) return { status, text: await this.readBody(response) };

      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), now());
      await response.body?.cancel();
      if (retries >= MAX_RETRIES) {
        log.warn('upstream.gave_up', { upstreamStatus: status, retries });
        throw new ApiHttpError(502, `Elastic Path is unavailable (status ${status}).`);
      }
      retries += 1;
      const delay = retryDelayMs(retries, retryAfterMs, random);
      log.info('upstream.retry', { upstreamStatus: status, attempt: retries, delayMs: delay });
      await sleep(delay);
    }
  }

  /** One GET. The timeout's signal also bounds reading the body (`readBody`). */
  private async attempt(url: string, token: string): Promise<Response> {
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

  /** The body text; running out of time while reading counts as a timeout. */
  private async readBody(response: Response): Promise<string> {
    try {
      return await response.text();
    } catch (cause) {
      if (isTimeout(cause)) {
        this.options.log.warn('upstream.timeout', { timeoutMs: this.options.timeoutMs });
        throw new ApiHttpError(504, 'Elastic Path did not answer in time.', { cause });
      }
      throw new ApiHttpError(502, 'Elastic Path sent an unexpected response.', { cause });
    }
  }
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'TimeoutError';
}

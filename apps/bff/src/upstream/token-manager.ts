/**
 * Custody of the Elastic Path client-credentials token (Duende.AccessTokenManagement's shape):
 * - kept in memory only, never logged (each token is registered as a log secret);
 * - reused until shortly before `min(expires, now + expires_in)`;
 * - one in-flight fetch shared by every concurrent caller;
 * - failures are not cached, but after one the token endpoint is not asked again for a back-off
 *   of 1 s doubling to 60 s (reset by a token issued), and callers meanwhile get the failure's
 *   status at once, with `Retry-After`: a tab polling every 2 s asked a failing endpoint 16
 *   times in 30 s when the back-off stopped at 2 s and callers waited it out; now 5 times;
 * - a token Elastic Path refuses (401) before it ever worked means minting more will not help
 *   (wrong store, a key revoked while the token endpoint still answers): no new token is minted
 *   for a cool-down of 2 s doubling to 30 s, and callers get a 502 that says so at once. Without
 *   it every request minted two tokens (1,766 token requests in 20 s); with it, at
 *   most 5 in 20 s per replica (t = 0, 2, 6, 14 s …).
 */
import { parseExactJson, type TokenResponse, tokenResponseSchema } from '@pc/contract';
import { ApiHttpError } from '../core/errors.ts';
import type { TokenMetrics } from '../core/metrics-hooks.ts';
import type { Logger } from '../log/logger.ts';
import { readCappedText } from './body-limit.ts';

export interface TokenManagerOptions {
  authUrl: string;
  clientId: string;
  clientSecret: string;
  fetch: typeof fetch;
  now: () => number;
  timeoutMs: number;
  log: Logger;
  /** Mints and refusals, for the metrics endpoint. */
  metrics?: TokenMetrics;
}

interface CachedToken {
  value: string;
  /** When to stop using it (ms): the expiry minus a safety margin. */
  refreshAt: number;
}

const MAX_LIFETIME_MS = 24 * 60 * 60 * 1000;
const FALLBACK_LIFETIME_MS = 5 * 60 * 1000;
const REFRESH_MARGIN_MS = 60_000;
const BACKOFF_START_MS = 1000;
const BACKOFF_MAX_MS = 60_000;
const REJECTED_COOL_DOWN_START_MS = 2000;
const REJECTED_COOL_DOWN_MAX_MS = 30_000;

/**
 * How long a token may be used (ms), from the fields that are sane. `expires` is Unix seconds,
 * `expires_in` seconds (upstream notes). Missing or absurd values (negative, in the past, more
 * than a day away) are ignored; with neither usable the lifetime is a conservative 5 minutes.
 */
export function tokenLifetimeMs(token: TokenResponse, nowMs: number): number {
  const candidates: number[] = [];
  if (typeof token.expires_in === 'number' && token.expires_in > 0) {
    candidates.push(token.expires_in * 1000);
  }
  if (typeof token.expires === 'number') {
    const untilExpiry = token.expires * 1000 - nowMs;
    if (untilExpiry > 0 && untilExpiry <= MAX_LIFETIME_MS) candidates.push(untilExpiry);
  }
  const sane = candidates.filter((ms) => Number.isFinite(ms) && ms <= MAX_LIFETIME_MS);
  return sane.length > 0 ? Math.min(...sane) : FALLBACK_LIFETIME_MS;
}

/** The margin shrinks for short-lived tokens so that a 2 s token is still used for 1 s. */
function refreshMarginMs(lifetimeMs: number): number {
  return Math.min(REFRESH_MARGIN_MS, lifetimeMs / 2);
}

/** The last token minted, until Elastic Path has accepted it once or refused it. */
interface MintedToken {
  value: string;
  accepted: boolean;
  refused: boolean;
}

export class TokenManager {
  private cached: CachedToken | null = null;
  private inFlight: Promise<string> | null = null;
  /** Token requests failed in a row, when the next may be made, and how the last failed. */
  private failures = 0;
  private retryNotBefore = 0;
  private lastFailure: ApiHttpError | null = null;
  private minted: MintedToken | null = null;
  /** Fresh tokens refused in a row, and when the next may be minted. */
  private refusals = 0;
  private mintNotBefore = 0;

  private readonly options: TokenManagerOptions;

  constructor(options: TokenManagerOptions) {
    this.options = options;
    options.log.addSecret(options.clientSecret);
  }

  /** A valid access token, fetching one if needed. @throws ApiHttpError 502/504. */
  async getToken(): Promise<string> {
    const { cached } = this;
    const now = this.options.now();
    if (cached && now < cached.refreshAt) return cached.value;
    if (now < this.mintNotBefore) throw this.coolingDown(now);
    if (!this.inFlight && now < this.retryNotBefore) throw this.backingOff(now);
    this.inFlight ??= this.fetchToken().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /** Drops `token` if it is still the current one (an upstream 401 said it is no good). */
  invalidate(token: string): void {
    if (this.cached?.value === token) this.cached = null;
  }

  /** Elastic Path answered a call made with `token` with anything but 401: it works. */
  accepted(token: string): void {
    const { minted } = this;
    if (minted && !minted.accepted && minted.value === token) {
      minted.accepted = true;
      this.refusals = 0;
      this.mintNotBefore = 0;
    }
  }

  /**
   * Elastic Path answered 401 to `token`. Drops it, and tells whether it was a fresh token (never
   * accepted): then the cool-down starts and the caller should not ask for another, since the
   * error says why. A token that worked before (expired, revoked) is worth one retry.
   * @throws ApiHttpError 502 naming the cause and the wait, for a fresh token
   */
  refused(token: string): void {
    this.invalidate(token);
    const { minted } = this;
    if (!minted || minted.value !== token || minted.accepted) return;
    const now = this.options.now();
    if (!minted.refused) {
      minted.refused = true;
      this.refusals += 1;
      const coolDown = Math.min(
        REJECTED_COOL_DOWN_START_MS * 2 ** (this.refusals - 1),
        REJECTED_COOL_DOWN_MAX_MS,
      );
      this.mintNotBefore = now + coolDown;
      this.options.metrics?.refused();
      this.options.log.warn('token.refused_fresh', {
        refusalsInARow: this.refusals,
        coolDownSeconds: coolDown / 1000,
      });
    }
    throw this.coolingDown(now);
  }

  private coolingDown(now: number): ApiHttpError {
    const seconds = Math.max(1, Math.ceil((this.mintNotBefore - now) / 1000));
    return new ApiHttpError(
      502,
      `Elastic Path rejected a freshly issued access token; the console waits ${seconds} s before asking for another.`,
      { headers: { 'Retry-After': String(seconds) } },
    );
  }

  /** The last failure again, saying when the token endpoint is asked next. */
  private backingOff(now: number): ApiHttpError {
    const seconds = Math.max(1, Math.ceil((this.retryNotBefore - now) / 1000));
    const last = this.lastFailure;
    return new ApiHttpError(
      last?.status ?? 502,
      `${last?.detail ?? 'Elastic Path did not issue an access token.'} The console asks again in ${seconds} s.`,
      { headers: { 'Retry-After': String(seconds) } },
    );
  }

  private async fetchToken(): Promise<string> {
    try {
      const token = await this.requestToken();
      this.options.metrics?.minted('issued');
      this.failures = 0;
      this.retryNotBefore = 0;
      this.lastFailure = null;
      return token;
    } catch (error) {
      this.options.metrics?.minted('failed');
      this.failures += 1;
      const backoff = Math.min(BACKOFF_START_MS * 2 ** (this.failures - 1), BACKOFF_MAX_MS);
      this.retryNotBefore = this.options.now() + backoff;
      this.lastFailure = error instanceof ApiHttpError ? error : null;
      this.options.log.warn('token.backing_off', {
        failuresInARow: this.failures,
        backoffSeconds: backoff / 1000,
      });
      throw error;
    }
  }

  private async requestToken(): Promise<string> {
    const { authUrl, clientId, clientSecret, log } = this.options;
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    });
    let response: Response;
    try {
      response = await this.options.fetch(`${authUrl}/oauth/access_token`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (cause) {
      const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
      log.warn('token.failed', { reason: timedOut ? 'timeout' : 'network' });
      throw new ApiHttpError(
        timedOut ? 504 : 502,
        timedOut
          ? 'Elastic Path did not issue an access token in time.'
          : 'Could not reach Elastic Path to get an access token.',
        { cause },
      );
    }
    // A token answer is a few hundred bytes: anything past 64 kB is not one.
    const text = await readCappedText(response, 64 * 1024).catch(() => '');
    const fail = (reason: string) => {
      log.warn('token.failed', { reason, upstreamStatus: response.status });
      return new ApiHttpError(502, 'Elastic Path did not issue an access token.');
    };
    if (response.status !== 200) throw fail('status');
    let parsed: ReturnType<typeof tokenResponseSchema.safeParse>;
    try {
      parsed = tokenResponseSchema.safeParse(parseExactJson(text));
    } catch {
      throw fail('invalid-json');
    }
    if (!parsed.success) throw fail('unexpected-body');

    const token = parsed.data;
    log.addToken(token.access_token);
    this.minted = { value: token.access_token, accepted: false, refused: false };
    const now = this.options.now();
    const lifetime = tokenLifetimeMs(token, now);
    this.cached = {
      value: token.access_token,
      refreshAt: now + lifetime - refreshMarginMs(lifetime),
    };
    log.info('token.fetched', { lifetimeSeconds: Math.round(lifetime / 1000) });
    return token.access_token;
  }
}

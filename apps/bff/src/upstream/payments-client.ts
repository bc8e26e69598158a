/**
 * Reads one page of an invoice's payments from Elastic Path.
 *
 * The URL is built from the fixed base address and validated ids only. Each attempt carries
 * only `Accept` and `Authorization` (no browser header is ever forwarded), refuses redirects and
 * is aborted after the timeout. A 401 drops the token and retries once with a fresh one;
 * 429/502/503/504 are retried twice with backoff. Identical requests in flight at the same time
 * share one upstream call (nothing is cached once it finishes: staff must see fresh data).
 */
import type { PaymentsPage } from '@pc/contract';
import { ApiHttpError } from '../http/errors.ts';
import type { Logger } from '../log/logger.ts';
import { type Deadline, startDeadline } from './deadline.ts';
import { readPaymentsBody } from './payments-body.ts';
import type { RequestedPage } from './payments-mapper.ts';
import { MAX_RETRIES, parseRetryAfter, RETRYABLE_STATUSES, retryDelayMs } from './retry-policy.ts';
import type { TokenManager } from './token-manager.ts';
import type { UpstreamGet, UpstreamReply } from './transport.ts';

export interface PaymentsClientOptions {
  baseUrl: string;
  get: UpstreamGet;
  tokens: TokenManager;
  timeoutMs: number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  log: Logger;
}

export interface PaymentsQuery extends RequestedPage {
  subscriptionId: string;
  invoiceId: string;
}

/** The upstream URL of a page: fixed origin and path, only validated pieces interpolated. */
export function paymentsUrl(baseUrl: string, q: PaymentsQuery): string {
  const path = `/subscriptions/subscriptions/${encodeURIComponent(q.subscriptionId)}/invoices/${encodeURIComponent(q.invoiceId)}/payments`;
  // Both values are validated integers: nothing to escape but the brackets, written as
  // URLSearchParams would write them, without building one per request.
  const limit = q.limit === undefined ? '' : `&page%5Blimit%5D=${q.limit}`;
  return `${baseUrl}${path}?page%5Boffset%5D=${q.offset}${limit}`;
}

const UNEXPECTED = 'Elastic Path sent an unexpected response.';

/** A reply, and the deadline that still bounds reading its body. */
interface Attempt {
  reply: UpstreamReply;
  deadline: Deadline;
}

export class PaymentsClient {
  /**
   * The calls in flight, by upstream URL. A null-prototype object, not a `Map`: under load a
   * `Map` holding these promises made every young-generation GC about 2.5 times slower, some
   * 60 µs of CPU per page, and the object does not (docs/decisions/010-coalescing-without-a-map.md).
   */
  private readonly inFlight: Record<string, Promise<PaymentsPage>> = Object.create(null);

  private readonly options: PaymentsClientOptions;

  constructor(options: PaymentsClientOptions) {
    this.options = options;
  }

  /** @throws ApiHttpError 404/429/502/504 */
  getPage(query: PaymentsQuery): Promise<PaymentsPage> {
    const url = paymentsUrl(this.options.baseUrl, query);
    let pending = this.inFlight[url];
    if (!pending) {
      pending = this.fetchPage(url, query).finally(() => {
        delete this.inFlight[url];
      });
      this.inFlight[url] = pending;
    }
    return pending;
  }

  private async fetchPage(url: string, query: PaymentsQuery): Promise<PaymentsPage> {
    const attempt = await this.fetchWithRetries(url);
    const { status } = attempt.reply;
    const text = await this.readBody(attempt);
    if (status === 404) {
      throw new ApiHttpError(404, 'No such subscription or invoice in Elastic Path.');
    }
    if (status !== 200) {
      this.options.log.warn('upstream.unexpected_status', { upstreamStatus: status });
      throw new ApiHttpError(502, `Elastic Path answered with status ${status}.`);
    }
    const read = readPaymentsBody(text, query);
    if (read.ok) return read.page;
    if (read.problem === 'invalid_json') {
      this.options.log.warn('upstream.invalid_json', { upstreamStatus: status });
    } else {
      const issue = read.cause.issues[0];
      this.options.log.warn('upstream.invalid_body', {
        path: issue?.path.join('.'),
        issue: issue?.message,
      });
    }
    throw new ApiHttpError(502, UNEXPECTED, { cause: read.cause });
  }

  /** One logical call: token handling, the 401 retry and the transient-failure retries. */
  private async fetchWithRetries(url: string): Promise<Attempt> {
    const { tokens, sleep, now, random, log } = this.options;
    let reauthenticated = false;
    let retries = 0;
    for (;;) {
      const token = await tokens.getToken();
      const attempt = await this.attempt(url, token);
      const { reply } = attempt;
      if (reply.status === 401) {
        await this.discard(attempt);
        tokens.invalidate(token);
        if (reauthenticated) {
          log.warn('upstream.unauthorized_twice');
          throw new ApiHttpError(502, 'Elastic Path rejected a freshly issued access token.');
        }
        reauthenticated = true;
        continue;
      }
      if (!RETRYABLE_STATUSES.has(reply.status)) return attempt;

      const retryAfterMs = parseRetryAfter(reply.header('retry-after'), now());
      await this.discard(attempt);
      if (retries >= MAX_RETRIES) {
        log.warn('upstream.gave_up', { upstreamStatus: reply.status, retries });
        if (reply.status === 429) {
          const seconds = Math.max(1, Math.ceil((retryAfterMs ?? 1000) / 1000));
          throw new ApiHttpError(
            429,
            'Elastic Path is rate limiting requests. Try again shortly.',
            {
              headers: { 'Retry-After': String(seconds) },
            },
          );
        }
        throw new ApiHttpError(502, `Elastic Path is unavailable (status ${reply.status}).`);
      }
      retries += 1;
      const delay = retryDelayMs(retries, retryAfterMs, random);
      log.info('upstream.retry', {
        upstreamStatus: reply.status,
        attempt: retries,
        delayMs: delay,
      });
      await sleep(delay);
    }
  }

  /**
   * One GET; its deadline bounds the whole exchange, the body included. The caller ends it with
   * `readBody` or `discard`; a throw here has ended it already.
   */
  private async attempt(url: string, token: string): Promise<Attempt> {
    const { timeoutMs, log } = this.options;
    const deadline = startDeadline(timeoutMs);
    const { signal } = deadline;
    try {
      const reply = await this.options.get(url, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
        signal,
      });
      if (reply.status >= 300 && reply.status < 400) {
        await reply.discard();
        throw new ApiHttpError(
          502,
          'Elastic Path answered with a redirect, which is not followed.',
        );
      }
      return { reply, deadline };
    } catch (cause) {
      deadline.clear();
      if (cause instanceof ApiHttpError) throw cause;
      if (signal.aborted) {
        log.warn('upstream.timeout', { timeoutMs });
        throw new ApiHttpError(504, 'Elastic Path did not answer in time.', { cause });
      }
      log.warn('upstream.network_error', { error: String(cause) });
      throw new ApiHttpError(502, 'Could not reach Elastic Path.', { cause });
    }
  }

  /** The body text; running out of time while reading counts as a timeout. */
  private async readBody({ reply, deadline }: Attempt): Promise<string> {
    try {
      return await reply.text();
    } catch (cause) {
      if (deadline.signal.aborted) {
        throw new ApiHttpError(504, 'Elastic Path did not answer in time.', { cause });
      }
      throw new ApiHttpError(502, UNEXPECTED, { cause });
    } finally {
      deadline.clear();
    }
  }

  /** Drops a body unread, and ends the attempt's deadline. */
  private async discard({ reply, deadline }: Attempt): Promise<void> {
    try {
      await reply.discard();
    } finally {
      deadline.clear();
    }
  }
}

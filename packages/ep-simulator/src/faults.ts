/**
 * Fault injection: the failures a client of the real service must survive (errors, rate
 * limits, broken bodies, a proxy's HTML page, a request that never returns, redirects). Faults
 * are queued per endpoint and consumed one per request, in the order injected.
 */
import { z } from 'zod';
import { epError, jsonResponse } from './ep-errors.ts';
import { FAULT_TARGETS, type FaultTarget, type RouteKey, targetsOf } from './fault-targets.ts';

/** A hanging request gives up after this long so a forgotten fault cannot leak forever. */
export const HANG_CAP_MS = 120_000;

const NULL_BODY_STATUSES = new Set([204, 205, 304]);

const statusCode = z.number().int().min(200).max(599);

export const faultSchema = z.discriminatedUnion('kind', [
  /** An EP error body with this status; `retryAfter` becomes the Retry-After header. */
  z.object({
    kind: z.literal('status'),
    status: statusCode.min(400, 'a status fault needs an error status (400–599)'),
    retryAfter: z.string().optional(),
  }),
  /** 200, application/json, truncated JSON text. */
  z.object({ kind: z.literal('malformed-json') }),
  /** 200, an HTML page instead of JSON (a proxy or captive portal). */
  z.object({ kind: z.literal('html') }),
  /** No answer until the request's signal aborts, capped at 120 s. */
  z.object({ kind: z.literal('hang') }),
  /** 302 to `location`. */
  z.object({ kind: z.literal('redirect'), location: z.string().min(1) }),
  /** Any raw response. `contentType` defaults to application/json. */
  z.object({
    kind: z.literal('body'),
    status: statusCode,
    body: z.string(),
    contentType: z.string().min(1).optional(),
  }),
]);

/** A failure to inject, as its schema reads it (the control API's body too). */
export type Fault = z.input<typeof faultSchema>;

export const faultTargetSchema = z.enum(FAULT_TARGETS);

/** One injection: `times` requests to `target` get `fault`. Also the control API's body. */
export const injectionSchema = z.object({
  target: faultTargetSchema,
  fault: faultSchema,
  times: z.number().int().min(1).max(1_000_000).default(1),
});

/** `fault.status: Too small…` from the first zod issue. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid';
  return `${issue.path.length > 0 ? `${issue.path.join('.')}: ` : ''}${issue.message}`;
}

/** Per-target FIFO queues of pending faults. */
export class FaultQueues {
  readonly #queues = new Map<FaultTarget, Fault[]>();

  /** @throws TypeError when the target, fault or count is not valid. */
  inject(target: FaultTarget, fault: Fault, times = 1): void {
    const parsed = injectionSchema.safeParse({ target, fault, times });
    if (!parsed.success)
      throw new TypeError(`invalid fault injection: ${describeIssue(parsed.error)}`);
    let queue = this.#queues.get(parsed.data.target);
    if (!queue) {
      queue = [];
      this.#queues.set(parsed.data.target, queue);
    }
    for (let i = 0; i < parsed.data.times; i++) queue.push(parsed.data.fault);
  }

  /** The next fault for a request to `route` (most specific target first), removed, or undefined. */
  take(route: RouteKey): Fault | undefined {
    if (this.#queues.size === 0) return undefined;
    for (const target of targetsOf(route)) {
      const queue = this.#queues.get(target);
      const fault = queue?.shift();
      // An emptied queue goes, so a simulator without faults skips this loop entirely.
      if (queue?.length === 0) this.#queues.delete(target);
      if (fault) return fault;
    }
    return undefined;
  }

  clear(): void {
    this.#queues.clear();
  }
}

// Cut mid-string, as a dropped connection or a buggy proxy leaves it.
const TRUNCATED_TOKEN = '{"access_token":"6f1c2e9a0b7d4c3e8f5a1b2c';
const TRUNCATED_API =
  '{"data":[{"id":"0c6e6d8a-4b1f-4c1e-9a7e-1f2d3c4b5a69","type":"subscription_invoice_pay';

const HTML_PAGE = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Service temporarily unavailable</title></head>
<body><h1>We'll be right back</h1><p>The service is undergoing maintenance. Please try again later.</p></body>
</html>
`;

function waitForAbortOrCap(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, HANG_CAP_MS);
    // The cap must not keep a CLI or test process alive on its own.
    timer.unref?.();
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * The response a fault produces at `route`. `hang` resolves only when `signal` aborts (the
 * caller has gone, so the answer is never read) or after HANG_CAP_MS.
 */
export async function renderFault(
  fault: Fault,
  route: RouteKey,
  signal: AbortSignal,
): Promise<Response> {
  switch (fault.kind) {
    case 'status':
      return epError(
        fault.status,
        undefined,
        fault.retryAfter !== undefined ? { 'retry-after': fault.retryAfter } : {},
      );
    case 'malformed-json':
      return jsonResponse(route === 'token' ? TRUNCATED_TOKEN : TRUNCATED_API);
    case 'html':
      return new Response(HTML_PAGE, {
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    case 'hang':
      await waitForAbortOrCap(signal);
      return epError(504, `no answer within ${HANG_CAP_MS / 1000} s`);
    case 'redirect':
      return new Response(null, { status: 302, headers: { location: fault.location } });
    case 'body': {
      const body = NULL_BODY_STATUSES.has(fault.status) ? null : fault.body;
      return new Response(body, {
        status: fault.status,
        headers: { 'content-type': fault.contentType ?? 'application/json' },
      });
    }
  }
}

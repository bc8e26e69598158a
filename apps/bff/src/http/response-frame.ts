/**
 * The headers every response carries: a request id, the security headers, and `no-store` on the
 * API. One middleware instead of Hono's `requestId`, `secureHeaders` and a `Cache-Control` one,
 * for speed only: those three build a WHATWG `Headers` for every response and set a dozen
 * entries on it, which @hono/node-server then turns back into a plain object for Node. On Node
 * the frame goes straight onto the `ServerResponse` with `setHeader`, before the route runs;
 * the route's response stays a plain object and takes node-server's fast path. That was ~40 µs
 * of CPU per page, about 6 % of the BFF's (docs/decisions/013-response-frame.md).
 *
 * A response's own header wins over the frame's (Node merges `writeHead`'s headers over
 * `setHeader`'s), as `no-store` always did; `secureHeaders` overwrote instead, but no route sets
 * a security header. A request id sent by the caller is kept when it is short and plain, as
 * Hono's `requestId` does. On a runtime without a `ServerResponse`
 * (`app.request` in tests) the frame is added to the finished response instead.
 */
import type { ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

export type HeaderList = readonly (readonly [name: string, value: string])[];

const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID_MAX_LENGTH = 255;
/** Hono's `requestId` rule: letters, digits, `_`, `-` and `=` only. */
const UNSAFE_REQUEST_ID = /[^\w\-=]/;

/** The caller's request id when it is safe to echo and log, else a new UUID. */
export function requestIdOf(sent: string | undefined): string {
  if (!sent || sent.length > REQUEST_ID_MAX_LENGTH || UNSAFE_REQUEST_ID.test(sent))
    return crypto.randomUUID();
  return sent;
}

/**
 * @param frame headers for every response (lowercase names)
 * @param apiFrame headers added for paths under `/api/`
 */
export function responseFrame(frame: HeaderList, apiFrame: HeaderList): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', id);
    const extra = c.req.path.startsWith('/api/') ? apiFrame : [];
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (outgoing && typeof outgoing.setHeader === 'function') {
      for (const [name, value] of frame) outgoing.setHeader(name, value);
      for (const [name, value] of extra) outgoing.setHeader(name, value);
      outgoing.setHeader(REQUEST_ID_HEADER, id);
      await next();
      return;
    }
    await next();
    const { headers } = c.res;
    for (const [name, value] of [...frame, ...extra, [REQUEST_ID_HEADER, id] as const]) {
      if (!headers.has(name)) headers.set(name, value);
    }
  };
}

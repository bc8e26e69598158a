/**
 * The request id in every log and audit line is the server's own, a fresh UUID: an id a caller
 * chose could otherwise make two audit lines look like one request, or point an investigation at
 * someone else's request. Hono's `requestId` adopts a valid incoming `X-Request-Id`, so it is not
 * used. A caller's id (a proxy's trace id, say) is still useful for correlation: it is kept, as
 * `callerRequestId`, when it is short and plain, never as `requestId`.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../core/app-env.ts';

const HEADER = 'X-Request-Id';
/** What a sane trace id looks like; anything else is dropped rather than logged. */
const PLAIN_ID = /^[\w.:=-]{1,128}$/;

export function serverRequestId(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const id = crypto.randomUUID();
    c.set('requestId', id);
    const callers = c.req.header(HEADER);
    if (callers && PLAIN_ID.test(callers)) c.set('callerRequestId', callers);
    c.header(HEADER, id);
    await next();
  };
}

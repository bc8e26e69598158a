/**
 * One `http.request` line per request, once it is answered. The address is the route it reached,
 * not the path as typed: a path can hold an email or a name.
 */
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../core/app-env.ts';
import type { Logger } from '../log/logger.ts';

export function accessLog(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    // A refusal the audit only counted is not logged line by line either.
    if (c.get('refusalCounted')) return;
    log.info('http.request', {
      requestId: c.get('requestId'),
      callerRequestId: c.get('callerRequestId'),
      method: c.req.method,
      route: routePath(c) || '*',
      status: c.res.status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      rows: c.get('rowsReturned'),
      user: c.get('user')?.email,
    });
  };
}

/**
 * No customer data without a trail (docs/decisions/024-no-customer-data-without-audit.md): while
 * audit lines cannot be written (stdout closed: EPIPE; or so far behind that lines would pile up
 * in memory: docs/decisions/032-audit-backpressure.md), every API route answers 503 and `/readyz`
 * says not ready, so a load balancer sends the work to a replica that can record it.
 *
 * Refused by default: a route is answered only when it is on the short list below of routes that
 * carry no customer data. A new route is therefore guarded without anyone remembering to add it
 * (the list of data routes, written out, once forgot `/api/attention`). Health and readiness live
 * outside `/api` and are not guarded.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../core/app-env.ts';
import { ApiHttpError } from '../core/errors.ts';

export const AUDIT_UNWRITABLE =
  'The audit trail cannot be written, so no customer data is served until it can.';

/** `METHOD /api/path` of the routes that carry no customer data: app info, who is signed in, sign-out. */
export const NO_CUSTOMER_DATA: ReadonlySet<string> = new Set([
  'GET /api/app-info',
  'HEAD /api/app-info',
  'GET /api/me',
  'HEAD /api/me',
  'POST /api/auth/logout',
]);

export function refuseDataWithoutAudit(broken: () => string | null): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (broken() && !NO_CUSTOMER_DATA.has(`${c.req.method} ${c.req.path}`)) {
      throw new ApiHttpError(503, AUDIT_UNWRITABLE);
    }
    return next();
  };
}

/**
 * No customer data without a trail (docs/decisions/024-no-customer-data-without-audit.md): while
 * audit lines cannot be written (stdout closed: EPIPE), the routes that carry customer data
 * answer 503 and `/readyz` says not ready, so a load balancer sends the work to a replica that
 * can record it. What carries none (app info, who is signed in, sign-out) is still answered.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../core/app-env.ts';
import { ApiHttpError } from '../core/errors.ts';

export const AUDIT_UNWRITABLE =
  'The audit trail cannot be written, so no customer data is served until it can.';

/** Every route whose answer names customers, subscriptions, invoices or payments. */
const DATA_PATHS = /^\/api\/(search|customers|subscriptions|invoices)(\/|$)/;

export function refuseDataWithoutAudit(broken: () => string | null): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (DATA_PATHS.test(c.req.path) && broken()) throw new ApiHttpError(503, AUDIT_UNWRITABLE);
    return next();
  };
}

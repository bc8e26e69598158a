/**
 * Every `/api/*` request must carry `X-CSRF: 1`. A page on another site cannot add a custom
 * header without a CORS preflight, and the BFF answers no preflight with
 * `Access-Control-Allow-Origin`, so a cross-site form, image or script request never gets past
 * this, cookie or not. Checked before authentication and before anything goes upstream.
 */
import type { MiddlewareHandler } from 'hono';
import { AuthDeniedError } from '../auth/auth-denied.ts';
import type { AppEnv } from '../core/app-env.ts';

export const CSRF_HEADER = 'X-CSRF';

export function requireCsrfHeader(): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    if (c.req.header(CSRF_HEADER) !== '1') {
      throw new AuthDeniedError(
        403,
        `Send the header ${CSRF_HEADER}: 1 with every API request.`,
        'csrf-header-missing',
      );
    }
    return next();
  };
}

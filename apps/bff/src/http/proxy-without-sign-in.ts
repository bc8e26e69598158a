/**
 * In the silent no-sign-in default (loopback, AUTH_MODE unset), a request that carries a proxy's
 * forwarding headers means something on this machine forwards other people's requests here: the
 * dashboard is open to them (docs/auth.md, "a reverse proxy on the same host"). The start cannot
 * see that; the first such request is logged as a warning, once, so the operator hears of it.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../core/app-env.ts';
import type { Logger } from '../log/logger.ts';

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'via'];

export function warnOnProxyWithoutSignIn(log: Logger): MiddlewareHandler<AppEnv> {
  let warned = false;
  return async (c, next) => {
    if (!warned) {
      const header = FORWARDING_HEADERS.find((name) => c.req.header(name) !== undefined);
      if (header) {
        warned = true;
        log.warn('auth.open_behind_proxy', {
          header,
          warning:
            'A proxy forwards requests to this BFF, which runs without sign-in (AUTH_MODE unset on loopback): anyone who reaches the proxy reads every payment. Set AUTH_MODE (docs/auth.md).',
        });
      }
    }
    await next();
  };
}

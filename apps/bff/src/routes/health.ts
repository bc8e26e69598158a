/**
 * `/healthz`: the process answers. `/readyz`: an access token can be had, so requests can be
 * served (a load balancer should not send traffic before, or while Elastic Path refuses us).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../core/app-env.ts';
import type { TokenManager } from '../upstream/token-manager.ts';

export function healthRoutes(tokens: TokenManager) {
  return new Hono<AppEnv>()
    .get('/healthz', (c) => c.json({ status: 'ok' }, 200))
    .get('/readyz', async (c) => {
      try {
        await tokens.getToken();
        return c.json({ status: 'ready' }, 200);
      } catch {
        return c.json(
          { status: 'not ready', detail: 'No access token can be had from Elastic Path.' },
          503,
        );
      }
    });
}

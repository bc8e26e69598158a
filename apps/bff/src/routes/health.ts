/**
 * `/healthz`: the process answers. `/readyz`: an access token can be had, so requests can be
 * served (a load balancer should not send traffic before, or while Elastic Path refuses us).
 * It also says whether the console's database answers, but stays 200 when it does not: the
 * ticket's way works without it, and a database outage must not take every replica out.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../core/app-env.ts';
import type { TokenManager } from '../upstream/token-manager.ts';

export function healthRoutes(tokens: TokenManager, database: (() => Promise<boolean>) | null) {
  return new Hono<AppEnv>()
    .get('/healthz', (c) => c.json({ status: 'ok' }, 200))
    .get('/readyz', async (c) => {
      try {
        await tokens.getToken();
        if (!database) return c.json({ status: 'ready' }, 200);
        return c.json({ status: 'ready', database: (await database()) ? 'up' : 'down' }, 200);
      } catch {
        return c.json(
          { status: 'not ready', detail: 'No access token can be had from Elastic Path.' },
          503,
        );
      }
    });
}

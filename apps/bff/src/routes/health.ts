/**
 * `/healthz`: the process answers. `/readyz`: an access token can be had, so requests can be
 * served (a load balancer should not send traffic before, or while Elastic Path refuses us).
 * It also says whether the console's database answers, but stays 200 when it does not: the
 * ticket's way works without it, and a database outage must not take every replica out.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../core/app-env.ts';
import type { RouteDeps } from './route-deps.ts';

/** Mounted at `/healthz`. */
export function livenessRoutes(_deps: RouteDeps) {
  return new Hono<AppEnv>().get('/', (c) => c.json({ status: 'ok' }, 200));
}

/** Mounted at `/readyz`. */
export function readinessRoutes({ tokens, databaseUp }: RouteDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    try {
      await tokens.getToken();
      if (!databaseUp) return c.json({ status: 'ready' }, 200);
      return c.json({ status: 'ready', database: (await databaseUp()) ? 'up' : 'down' }, 200);
    } catch {
      return c.json(
        { status: 'not ready', detail: 'No access token can be had from Elastic Path.' },
        503,
      );
    }
  });
}

/**
 * `GET /api/app-info`: whether the data is simulated, the demo invoices if so, and how staff sign
 * in. Readable without a session: the SPA asks it first to know what to do on a 401.
 */
import type { AppInfo } from '@pc/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../core/app-env.ts';
import type { RouteDeps } from './route-deps.ts';
import { noQuery } from './validators.ts';

/** Mounted at `/api/app-info`. */
export function appInfoRoutes({ appInfo }: RouteDeps) {
  const body: AppInfo = {
    simulator: appInfo.simulator,
    demoInvoices: appInfo.demoInvoices,
    auth: appInfo.auth,
  };
  return new Hono<AppEnv>().get('/', noQuery, (c) => c.json(body, 200));
}

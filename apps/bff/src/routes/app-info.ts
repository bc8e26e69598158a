/**
 * `GET /api/app-info`: whether the data is simulated, the demo invoices if so, and how staff sign
 * in. Readable without a session: the SPA asks it first to know what to do on a 401.
 */
import type { AppInfo, DemoInvoice } from '@pc/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../core/app-env.ts';
import { noQuery } from './validators.ts';

export function appInfoRoutes(info: {
  simulator: boolean;
  demoInvoices: DemoInvoice[];
  auth: AppInfo['auth'];
}) {
  const body: AppInfo = {
    simulator: info.simulator,
    demoInvoices: info.demoInvoices,
    auth: info.auth,
  };
  return new Hono<AppEnv>().get('/app-info', noQuery, (c) => c.json(body, 200));
}

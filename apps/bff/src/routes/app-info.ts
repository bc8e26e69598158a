/** `GET /api/app-info`: whether the data is simulated, and the demo invoices if so. */
import type { AppInfo, DemoInvoice } from '@pc/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.js';

export function appInfoRoutes(info: { simulator: boolean; demoInvoices: DemoInvoice[] }) {
  const body: AppInfo = { simulator: info.simulator, demoInvoices: info.demoInvoices };
  return new Hono<AppEnv>().get('/app-info', (c) => c.json(body, 200));
}

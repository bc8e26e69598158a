/**
 * HTTP control of a running simulator, for e2e tests and the benchmark, which reach the
 * simulator only over the network. The CLI mounts it under `/__control` when SIMULATOR_CONTROL=1.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { epError } from './ep-errors.ts';
import { describeIssue, injectionSchema } from './faults.ts';
import type { Simulator } from './types.ts';

const latencySchema = z.object({ ms: z.number().min(0).max(600_000) });

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

/**
 * Routes: `POST /faults {target, fault, times?}`, `POST /latency {ms}`, `POST /revoke`,
 * `POST /reset` (all 204), `GET /counters` → the simulator's counters (see README.md).
 * @example
 * root.route('/__control', createControlApp(sim));
 * await fetch(`${url}/__control/faults`, { method: 'POST', body: JSON.stringify({ target: 'list', fault: { kind: 'status', status: 503 }, times: 3 }) });
 */
export function createControlApp(sim: Simulator): Hono {
  const app = new Hono();

  app.post('/faults', async (c) => {
    const parsed = injectionSchema.safeParse(await readJson(c.req.raw));
    if (!parsed.success) return epError(400, describeIssue(parsed.error));
    sim.inject(parsed.data.target, parsed.data.fault, parsed.data.times);
    return c.body(null, 204);
  });

  app.post('/latency', async (c) => {
    const parsed = latencySchema.safeParse(await readJson(c.req.raw));
    if (!parsed.success) return epError(400, describeIssue(parsed.error));
    sim.setLatency(parsed.data.ms);
    return c.body(null, 204);
  });

  app.post('/revoke', (c) => {
    sim.revokeTokens();
    return c.body(null, 204);
  });

  app.post('/paid', async (c) => {
    const body = (await readJson(c.req.raw)) as { invoiceId?: unknown } | null;
    const invoiceId = typeof body?.invoiceId === 'string' ? body.invoiceId : '';
    if (!sim.markPaid(invoiceId)) return epError(404, `no invoice ${invoiceId.slice(0, 64)}`);
    return c.body(null, 204);
  });

  app.post('/reset', (c) => {
    sim.reset();
    return c.body(null, 204);
  });

  app.get('/counters', (c) => c.json({ ...sim.counters }));

  app.notFound((c) => epError(404, `no control route for ${c.req.method} ${c.req.path}`));
  return app;
}

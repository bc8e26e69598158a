/**
 * `/metrics` is never open on the public listener: there it answers only a request carrying
 * `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time), and is a 404 otherwise,
 * as if it did not exist. METRICS_PORT serves it on a listener of its own, where nothing else is.
 * The metrics name routes and upstream path templates, never ids, people or tokens.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Registry } from 'prom-client';
import { ApiHttpError } from '../core/errors.ts';

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

async function scrape(registry: Registry): Promise<Response> {
  return new Response(await registry.metrics(), {
    headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' },
  });
}

/** The public listener's `/metrics`: the scrape with the token, a 404 without. */
export function guardedMetrics(registry: Registry | null, token: string | null): MiddlewareHandler {
  return async (c) => {
    if (registry && token && bearerMatches(c.req.header('authorization'), token)) {
      return scrape(registry);
    }
    return c.json(new ApiHttpError(404, 'Not found.').toBody(), 404);
  };
}

/** A listener of its own with `/metrics` alone, for METRICS_PORT. */
export async function listenForMetrics(
  registry: Registry,
  host: string,
  port: number,
): Promise<Server> {
  const app = new Hono();
  app.get(METRICS_PATH, () => scrape(registry));
  app.notFound((c) => c.json(new ApiHttpError(404, 'Not found.').toBody(), 404));
  const server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

/**
 * The upstream of every target: the EP simulator serving the bench data, with its HTTP control
 * routes under `/__control` (latency, counters, reset), as `pnpm simulator` mounts them.
 */
import { serve } from '@hono/node-server';
import { createControlApp, createSimulator } from '@pc/ep-simulator';
import { Hono } from 'hono';
import { benchData } from '../bench-data.ts';
import { announce } from './announce.ts';

const sim = createSimulator({ data: benchData() });
const root = new Hono();
root.route('/__control', createControlApp(sim));
root.all('*', (c) => sim.app.fetch(c.req.raw));

const server = serve({ fetch: root.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  announce({ url: `http://127.0.0.1:${info.port}` }, closeServer);
});

function closeServer(): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}

/**
 * Serves the built single-page app: hashed assets cached for a year, HTML revalidated on every
 * load (so a deploy is picked up at once), and the SPA's client routes answered with
 * `index.html`. Mounted after the API, so `/api/*` never falls through to here.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from '../core/app-env.ts';

export function mountWebApp(app: Hono<AppEnv>, distDir: string): boolean {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;

  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    const immutable = c.req.path.startsWith('/assets/');
    c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  // The web build writes .br/.gz beside each asset; the one the browser accepts is sent.
  app.use('*', serveStatic({ root: distDir, precompressed: true }));
  // Client routes: anything that is not an asset or a file gets the SPA shell.
  app.get('*', (c, next) =>
    c.req.path.startsWith('/assets/')
      ? next()
      : serveStatic({ path: indexFile, precompressed: true })(c, next),
  );
  return true;
}

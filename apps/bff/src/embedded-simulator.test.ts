import type { Simulator } from '@pc/ep-simulator';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './server.ts';

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

const ENV = { PORT: '0', WEB_DIST: 'none', LOG_LEVEL: 'error' };

/** A Subscriptions list from the embedded simulator, as the BFF's upstream sees it. */
async function subscribersList(simulator: Simulator | null): Promise<Record<string, unknown>> {
  if (!simulator) throw new Error('no embedded simulator');
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: simulator.credentials.clientId,
    client_secret: simulator.credentials.clientSecret,
  });
  const token = await simulator.fetch('http://ep.test/oauth/access_token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const list = await simulator.fetch('http://ep.test/v2/subscriptions/subscribers', {
    headers: { authorization: `Bearer ${access_token}` },
  });
  return (await list.json()) as Record<string, unknown>;
}

describe('the embedded simulator’s mode (pnpm start)', () => {
  it('is spec mode by default: Subscriptions lists carry meta', async () => {
    const server = await startServer({ env: ENV });
    running.push(server);
    expect(server.config.upstream).toEqual({ mode: 'simulator', simulatorDataPath: undefined });
    expect(await subscribersList(server.simulator)).toHaveProperty('meta');
  });

  it('SIMULATOR_REALISTIC=1 makes it behave like the real service: no meta on Subscriptions lists', async () => {
    const server = await startServer({ env: { ...ENV, SIMULATOR_REALISTIC: '1' } });
    running.push(server);
    expect(await subscribersList(server.simulator)).not.toHaveProperty('meta');
    // Through the BFF, as the browser sees it: still the demo data, still labelled simulator.
    const info = await fetch(`${server.url}/api/app-info`, { headers: { 'X-CSRF': '1' } });
    expect(await info.json()).toMatchObject({ simulator: true });
    const search = await fetch(`${server.url}/api/search?q=Globex`, { headers: { 'X-CSRF': '1' } });
    expect(search.status).toBe(200);
  });
});

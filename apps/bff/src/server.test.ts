import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from './config.ts';
import { type RunningServer, startServer } from './server.ts';

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

describe('startServer', () => {
  it('starts on loopback with the simulator when nothing is configured', async () => {
    const server = await startServer({ env: { PORT: '0', WEB_DIST: 'none', LOG_LEVEL: 'error' } });
    running.push(server);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.simulator).not.toBeNull();
    const info = await fetch(`${server.url}/api/app-info`, { headers: { 'X-CSRF': '1' } });
    expect(await info.json()).toMatchObject({ simulator: true });
  });

  it('refuses a port in use with a message naming PORT, not a stack trace', async () => {
    const first = await startServer({ env: { PORT: '0', WEB_DIST: 'none', LOG_LEVEL: 'error' } });
    running.push(first);
    const port = new URL(first.url).port;
    const second = startServer({ env: { PORT: port, WEB_DIST: 'none', LOG_LEVEL: 'error' } });
    await expect(second).rejects.toThrow(ConfigError);
    await expect(second).rejects.toThrow(`PORT ${port} is already in use`);
  });
});

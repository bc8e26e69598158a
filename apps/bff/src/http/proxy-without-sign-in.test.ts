import { describe, expect, it } from 'vitest';
import { createHarness } from '../testing/test-harness.ts';

const warnings = (logs: string[]) =>
  logs.map((l) => JSON.parse(l)).filter((l) => l.msg === 'auth.open_behind_proxy');

describe('a proxy in front of the silent no-sign-in default', () => {
  it('the first forwarded request is logged as a warning, once', async () => {
    const h = createHarness();
    await h.request('/api/app-info');
    expect(warnings(h.logs)).toEqual([]);
    for (let i = 0; i < 3; i++) {
      await h.request('/api/app-info', { headers: { 'X-Forwarded-For': '203.0.113.7' } });
    }
    expect(warnings(h.logs)).toMatchObject([{ level: 'warn', header: 'x-forwarded-for' }]);
  });

  it('stays quiet where the open dashboard is already announced (AUTH_MODE=none on a reachable address)', async () => {
    const h = createHarness({
      env: { AUTH_MODE: 'none', HOST: '0.0.0.0', ALLOWED_HOSTS: 'localhost' },
    });
    await h.request('/api/app-info', { headers: { Forwarded: 'for=203.0.113.7' } });
    expect(warnings(h.logs)).toEqual([]);
  });
});

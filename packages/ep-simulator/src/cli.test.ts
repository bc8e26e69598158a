/**
 * The CLI as `pnpm simulator` runs it: a real child process, real port, real signals.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { killChildren, run, started } from './cli-child.ts';
import { FORM, readJson } from './test-support.ts';

const dirs: string[] = [];

afterEach(() => {
  killChildren();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('cli', () => {
  it('serves the seed, prints how to connect, mounts control and stops on SIGTERM', async () => {
    const cli = run({
      SIMULATOR_CONTROL: '1',
      SIMULATOR_CLIENT_ID: 'cli-id',
      SIMULATOR_CLIENT_SECRET: 'cli-secret',
    });
    const url = await started(cli);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(cli.output()).toContain(`EP_BASE_URL=${url}/v2`);
    expect(cli.output()).toContain('cli-id');
    expect(cli.output()).toContain('cli-secret');
    expect(cli.output()).toMatch(
      /Acme Cloud · USD · 6 payments\n\s+http:\/\/127\.0\.0\.1:\d+\/v2\/subscriptions\/subscriptions\/[0-9a-f-]{36}\/invoices\/[0-9a-f-]{36}\/payments/,
    );

    const body = 'grant_type=client_credentials&client_id=cli-id&client_secret=cli-secret';
    const tokenResponse = await fetch(`${url}/oauth/access_token`, {
      method: 'POST',
      headers: FORM,
      body,
    });
    expect(tokenResponse.status).toBe(200);
    const invoiceUrl = /(http:\/\/\S+\/payments)/.exec(cli.output())?.[1] ?? '';
    const { access_token } = (await readJson(tokenResponse)) as { access_token: string };
    expect(
      (await fetch(invoiceUrl, { headers: { authorization: `Bearer ${access_token}` } })).status,
    ).toBe(200);
    const counters = await readJson(await fetch(`${url}/__control/counters`));
    expect(counters).toMatchObject({ tokenRequests: 1, listRequests: 1 });

    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
  });

  it('serves EP_SIMULATOR_DATA in realistic mode without a control API', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ep-sim-cli-'));
    dirs.push(dir);
    const path = join(dir, 'data.json');
    writeFileSync(
      path,
      '{"data":[],"empty":[{"subscription_id":"11111111-1111-4111-8111-111111111111","invoice_id":"22222222-2222-4222-8222-222222222222"}]}',
    );
    const cli = run({ EP_SIMULATOR_DATA: path, SIMULATOR_REALISTIC: '1' });
    const url = await started(cli);
    expect(cli.output()).toContain('realistic mode');
    expect(cli.output()).toContain(`${path} (1 invoice)`);
    expect((await fetch(`${url}/__control/counters`)).status).toBe(404);
    cli.child.kill('SIGINT');
    expect(await cli.exited).toBe(0);
  });

  it.each([
    [{ SIMULATOR_PORT: 'eighty' }, 'SIMULATOR_PORT must be a whole number'],
    [{ SIMULATOR_TOKEN_TTL: '-1' }, 'SIMULATOR_TOKEN_TTL must be a whole number'],
    [
      { EP_SIMULATOR_DATA: '/nonexistent/data.json' },
      'EP_SIMULATOR_DATA /nonexistent/data.json: cannot read file',
    ],
  ])('exits 1 with one line for %o', async (env, message) => {
    const cli = run(env);
    expect(await cli.exited).toBe(1);
    expect(cli.errors().trim().split('\n')).toEqual([expect.stringContaining(message)]);
    expect(cli.output()).toBe('');
  });
});

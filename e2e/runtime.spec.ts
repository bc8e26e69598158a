import { expect, test } from '@playwright/test';
import { CONTROL_URL } from './support/ports';

const major = (version: string) => Number(version.split('.')[0]);

test.describe('the Node runtime', () => {
  test('Playwright and the product it tests both run on Node 24 or newer', async ({ request }) => {
    expect(major(process.versions.node)).toBeGreaterThanOrEqual(24);
    const server = (await (await request.get(`${CONTROL_URL}/runtime`)).json()) as { node: string };
    expect(major(server.node)).toBeGreaterThanOrEqual(24);
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHarness } from '../testing/test-harness.ts';

function fakeDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pc-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Payments Console</title>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), 'brotli bytes');
  return dir;
}

describe('serving the web app', () => {
  const h = () => createHarness({ env: { WEB_DIST: fakeDist() } });

  it('serves index.html revalidated and hashed assets cached for a year', async () => {
    const app = h();
    const index = await app.request('/');
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(index.headers.get('content-security-policy')).toContain("default-src 'self'");
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed file the browser accepts, with the original type', async () => {
    const app = h();
    const asset = await app.request('/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('vary')).toContain('Accept-Encoding');
    expect(await asset.text()).toBe('brotli bytes');
    const plain = await app.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });

  it('answers client routes with the SPA shell, but not unknown assets or API paths', async () => {
    const app = h();
    const deep = await app.request('/subscriptions/abc/invoices/def?offset=25');
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('Payments Console');
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    const api = await app.request('/api/missing');
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });
});

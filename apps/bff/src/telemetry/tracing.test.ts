/**
 * Traces with OTEL_EXPORTER_OTLP_ENDPOINT set, against an in-process OTLP collector (a plain
 * HTTP server taking the JSON export) and a simulator reached over real HTTP, as Elastic Path
 * is: a span per incoming request, a child span per upstream call, and no secret, token, email,
 * name, search text or directory of the machine in any of them; traces only, no metrics.
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createSimulator, type ListeningSimulator } from '@pc/ep-simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../server.ts';

type OtlpAttribute = { key: string; value: Record<string, unknown> };

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: OtlpAttribute[];
  events?: { name: string; attributes: OtlpAttribute[] }[];
}

const exports: string[] = [];
/** Every path the collector was sent something on. */
const received = new Set<string>();
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
let collector: Server;
let upstream: ListeningSimulator;
let bff: RunningServer;
const sim = createSimulator();
const email = sim.demo.subscribers[0]?.email ?? '';
const NAME = 'Ron Swanson';

beforeAll(async () => {
  collector = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8').on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      received.add(request.url ?? '');
      if (request.url === '/v1/traces') exports.push(body);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  upstream = await sim.listen({ host: '127.0.0.1', port: 0 });
  bff = await startServer({
    env: {
      PORT: '0',
      WEB_DIST: 'none',
      AUTH_MODE: 'none',
      EP_BASE_URL: `${upstream.url}/v2`,
      EP_CLIENT_ID: sim.credentials.clientId,
      EP_CLIENT_SECRET: sim.credentials.clientSecret,
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
      EP_CACHE_TTL_S: '0',
    },
    deps: { logSink: () => undefined },
  });
});

afterAll(async () => {
  await upstream.close();
  collector.close();
});

describe('traces (OTEL_EXPORTER_OTLP_ENDPOINT set)', () => {
  it('sends a span per request with its upstream calls nested, and nothing secret', async () => {
    const search = await fetch(`${bff.url}/api/search?q=${encodeURIComponent(email)}`, {
      headers: { 'X-CSRF': '1' },
    });
    expect(search.status).toBe(200);
    // What a person may type into a path: an email (as typed and encoded), a name, text after `;`.
    for (const typed of [
      `/api/customers/${email}`,
      `/api/customers/${encodeURIComponent(email)}`,
      `/api/customers/${encodeURIComponent(NAME)}`,
      `/api/customers/${sim.demo.subscribers[0]?.id};${email}`,
      `/api/search;q=${encodeURIComponent(NAME)}`,
    ]) {
      const refused = await fetch(`${bff.url}${typed}`, { headers: { 'X-CSRF': '1' } });
      expect(refused.status, typed).toBeGreaterThanOrEqual(400);
    }
    // Closing flushes what the SDK buffered to the collector.
    await bff.close();

    const spans = exports.flatMap((body) => {
      const parsed = JSON.parse(body) as {
        resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
      };
      return parsed.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
    });
    const request = spans.find((span) => span.name === 'GET /api/search');
    expect(request, spans.map((s) => s.name).join(', ')).toBeDefined();
    const children = spans.filter(
      (span) => span.parentSpanId === request?.spanId && span.traceId === request?.traceId,
    );
    expect(children.length).toBeGreaterThanOrEqual(1);

    const text = JSON.stringify(spans);
    for (const secret of [email, email.toLowerCase(), sim.credentials.clientSecret, 'Bearer ']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain(encodeURIComponent(email));
    expect(text).not.toContain(encodeURIComponent(NAME));
    expect(text).not.toContain('Swanson');
    expect(text).not.toMatch(/filter=|q=/);

    // Each request's address is its route template.
    const urls = spans
      .filter((span) => span.attributes.some((a) => a.key === 'http.route'))
      .map((span) => span.attributes.find((a) => a.key === 'url.full')?.value.stringValue);
    expect(urls).toContain(`${bff.url}/api/customers/:subscriberId`);
    expect(urls).toContain(`${bff.url}/api/search`);

    // A refusal's exception is there, its stack naming files by their place in the repository.
    const stacks = spans
      .flatMap((span) => span.events ?? [])
      .filter((event) => event.name === 'exception')
      .map((event) => event.attributes.find((a) => a.key === 'exception.stacktrace')?.value);
    expect(stacks.length).toBeGreaterThan(0);
    expect(JSON.stringify(stacks)).toContain('apps/bff/src/');
    expect(text).not.toContain(ROOT);
    expect(text).not.toContain('file://');

    // Traces only: no metrics (nor logs) were sent to the endpoint.
    expect([...received]).toEqual(['/v1/traces']);
  });
});

/**
 * Started in a fresh Node, lists every module of the tracing SDK the BFF loaded while serving
 * (prom-client loads `@opentelemetry/api` on its own, for exemplars: not ours to count).
 */
const WITHOUT_TRACING = `
import { registerHooks } from 'node:module';
const loaded = [];
registerHooks({
  resolve(specifier, context, next) {
    const resolved = next(specifier, context);
    if (/@opentelemetry\\/(sdk|exporter|instrumentation)|@hono\\/otel/.test(resolved.url)) {
      loaded.push(resolved.url);
    }
    return resolved;
  },
});
const { startServer } = await import('./src/server.ts');
const bff = await startServer({ env: { PORT: '0', WEB_DIST: 'none' }, deps: { logSink: () => {} } });
const answer = await fetch(bff.url + '/api/app-info', { headers: { 'X-CSRF': '1' } });
await bff.close();
console.log(JSON.stringify({ status: answer.status, loaded }));
`;

describe('traces off (no OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('loads none of the tracing SDK', async () => {
    const cwd = fileURLToPath(new URL('../..', import.meta.url));
    const env = { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: '' };
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '-e', WITHOUT_TRACING],
      { cwd, env },
    );
    expect(JSON.parse(stdout.trim().split('\n').at(-1) ?? '')).toEqual({ status: 200, loaded: [] });
  });
});

/**
 * Malformed requests (a bad Host, a raw backslash, bytes that are not HTTP, HTTP/1.1 without
 * Host) used to write a log line each, and an audit line each for a bad Host: one client could
 * flood the trail as unauthenticated requests once did. They are sampled the same way: per
 * source, a few lines a window, then one count line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../server.ts';
import { rawHttp } from '../testing/raw-http.ts';

const clock = { now: Date.parse('2026-11-26T12:00:00Z') };
const logs: string[] = [];
const lines = (msg: string) => logs.map((l) => JSON.parse(l)).filter((l) => l.msg === msg);
const refusedLines = () => lines('http.request').filter((l) => l.refused !== undefined);

let bff: RunningServer;
beforeAll(async () => {
  bff = await startServer({
    env: { PORT: '0', WEB_DIST: 'none' },
    deps: { logSink: (line) => logs.push(line), now: () => clock.now },
  });
});
afterAll(() => bff.close());

const MALFORMED = [
  'GET /api/app-info HTTP/1.1\r\nHost: evil@localhost\r\nConnection: close\r\n\r\n',
  'GET /api\\..\\secret HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'GET / HTTP/1.1\r\nHo st: localhost\r\n\r\n',
  'GET /api/app-info HTTP/1.1\r\nConnection: close\r\n\r\n',
];

describe('a flood of malformed requests from one source', () => {
  it('writes a few lines, answers every request, then writes one count line', async () => {
    const total = 60;
    for (let i = 0; i < total; i++) {
      const answer = await rawHttp(bff.url, MALFORMED[i % MALFORMED.length] ?? '');
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toBe('application/json');
    }
    const written = refusedLines().length;
    expect(written).toBeGreaterThanOrEqual(1);
    expect(written).toBeLessThanOrEqual(10);
    expect(lines('auth.denied').length).toBeLessThanOrEqual(written);
    expect(lines('http.refused_summary')).toEqual([]);

    clock.now += 61_000;
    await rawHttp(bff.url, MALFORMED[1] ?? '');
    const [summary, ...more] = lines('http.refused_summary');
    expect(more).toEqual([]);
    expect(summary).toMatchObject({
      audit: true,
      source: '127.0.0.1',
      suppressed: total - written,
    });
    const reasons = Object.values(summary.reasons as Record<string, number>);
    expect(reasons.reduce((a, b) => a + b, 0)).toBe(total - written);
    // The new window writes in full again.
    expect(refusedLines()).toHaveLength(written + 1);
  });
});

/**
 * What @hono/node-server or Node's parser refuse (a malformed Host such as
 * `evil@localhost`, raw backslashes, bad absolute-form targets, bytes that are not HTTP) used to
 * get an empty 400 without JSON, security headers or an audit line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../server.ts';
import { rawHttp } from '../testing/raw-http.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

let bff: RunningServer;
const logs: string[] = [];
const lines = (msg: string) => logs.map((l) => JSON.parse(l)).filter((l) => l.msg === msg);

beforeAll(async () => {
  bff = await startServer({
    env: { PORT: '0', WEB_DIST: 'none' },
    deps: { logSink: (line) => logs.push(line) },
  });
});
afterAll(() => bff.close());

function expectRefusal(answer: Awaited<ReturnType<typeof rawHttp>>, status = 400) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json');
  for (const [name, value] of SECURITY_HEADERS) expect(answer.headers[name]).toBe(value);
  expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  const body = JSON.parse(answer.body) as { errors: { status: string; detail: string }[] };
  expect(body.errors[0]).toMatchObject({ status: String(status) });
  return body.errors[0] ?? { status: '', detail: '' };
}

describe('requests refused before the app sees them', () => {
  it('a malformed Host (evil@localhost) → the JSON 400 with security headers, and an audit line', async () => {
    const answer = await rawHttp(
      bff.url,
      'GET /api/app-info HTTP/1.1\r\nHost: evil@localhost\r\nX-CSRF: 1\r\nConnection: close\r\n\r\n',
    );
    expect(expectRefusal(answer)).toMatchObject({ detail: 'The Host header is malformed.' });
    expect(lines('auth.denied')).toContainEqual(
      expect.objectContaining({
        audit: true,
        reason: 'host-malformed',
        status: 400,
        host: 'evil@localhost',
        path: '/api/app-info',
        requestId: answer.headers['x-request-id'],
      }),
    );
  });

  it.each([
    ['a raw backslash', 'GET /api\\..\\secret HTTP/1.1\r\nHost: localhost\r\n'],
    ['a bad absolute-form target', 'GET http://[nope/api/app-info HTTP/1.1\r\nHost: localhost\r\n'],
    [
      'an absolute-form target of another scheme',
      'GET ftp://localhost/x HTTP/1.1\r\nHost: localhost\r\n',
    ],
  ])('%s → the JSON 400 with security headers', async (_name, head) => {
    const answer = await rawHttp(bff.url, `${head}Connection: close\r\n\r\n`);
    expect(expectRefusal(answer).detail).toMatch(/malformed/);
  });

  it('bytes that are not HTTP (refused by Node’s parser) → the JSON 400 too', async () => {
    const answer = await rawHttp(bff.url, 'GET / HTTP/1.1\r\nHo st: localhost\r\n\r\n');
    expectRefusal(answer);
  });

  it('oversized headers → 431 in the same shape', async () => {
    const big = `X-Big: ${'a'.repeat(20_000)}\r\n`;
    const answer = await rawHttp(bff.url, `GET / HTTP/1.1\r\nHost: localhost\r\n${big}\r\n`);
    expectRefusal(answer, 431);
  });

  it('HTTP/1.1 without a Host header → the JSON 400 with security headers', async () => {
    const answer = await rawHttp(
      bff.url,
      'GET /api/app-info HTTP/1.1\r\nConnection: close\r\n\r\n',
    );
    expect(expectRefusal(answer).detail).toBe('The Host header is missing.');
  });

  it.each([
    ['HTTP/1.1, Host with nothing after it', 'HTTP/1.1', 'Host:'],
    ['HTTP/1.1, Host of spaces', 'HTTP/1.1', 'Host:   '],
    ['HTTP/1.0, an empty Host given', 'HTTP/1.0', 'Host:'],
  ])('%s → the JSON 400, not an answer as if addressed to HOST', async (_name, version, host) => {
    const answer = await rawHttp(
      bff.url,
      `GET /api/app-info ${version}\r\n${host}\r\nX-CSRF: 1\r\nConnection: close\r\n\r\n`,
    );
    expect(expectRefusal(answer).detail).toBe('The Host header is empty.');
  });

  it('CONNECT (this is no proxy) → 405 in the JSON shape, then the connection closes', async () => {
    const answer = await rawHttp(
      bff.url,
      'CONNECT 127.0.0.1:443 HTTP/1.1\r\nHost: 127.0.0.1:443\r\n\r\n',
    );
    expect(expectRefusal(answer, 405).detail).toBe(
      'This server is not a proxy: CONNECT is not answered.',
    );
    expect(answer.headers.allow).toBe('GET, HEAD, POST');
  });
});

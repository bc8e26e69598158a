/**
 * Requests refused before the app can see them get the same answer as every other 400: the JSON
 * error shape, the security headers, a request id, and a log line (an audit line when the Host
 * was refused, since a malformed Host such as `evil@localhost` is a rebinding probe). Every one
 * is answered, but its lines are sampled per source (`audit.admitMalformed`): a flood writes a
 * few, then one count line.
 *
 * Two layers refuse them. @hono/node-server cannot build a `Request` from a malformed Host, a
 * raw backslash or a bad absolute-form target, and hands the error to `errorHandler` (it used to
 * answer an empty 400 on its own). Node's HTTP parser refuses what is not HTTP at all (bad
 * characters, oversized headers, a header block that never ends) on `clientError`, where only
 * raw bytes can be written. An HTTP/1.1 request without Host, which Node would answer with an
 * empty 400 of its own, is let through Node (`requireHostHeader: false`) and refused here.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { RequestError } from '@hono/node-server';
import type { Audit } from '../audit/audit.ts';
import { describeError } from '../core/errors.ts';
import type { Logger } from '../log/logger.ts';
import { SECURITY_HEADERS } from './security-headers.ts';

/** What writes a refusal's lines: the audit decides whether this one is sampled in. */
interface RefusalDeps {
  audit: Audit;
  log: Logger;
}

const HOST_PROBLEMS = new Set(['Invalid host header', 'Missing host header']);

function body(status: number, title: string, detail: string): string {
  return JSON.stringify({ errors: [{ status: String(status), title, detail }] });
}

function headers(requestId: string): Record<string, string> {
  return {
    ...Object.fromEntries(SECURITY_HEADERS),
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'x-request-id': requestId,
    connection: 'close',
  };
}

/**
 * The `errorHandler` for @hono/node-server's request listener. It is called synchronously while
 * the listener handles `incoming`, which `server.ts` passes along (the error alone does not say
 * which request it was).
 */
export function refuseMalformedRequest(
  error: unknown,
  incoming: IncomingMessage | null,
  deps: RefusalDeps,
): Response {
  const requestId = crypto.randomUUID();
  if (!(error instanceof RequestError)) {
    // The app answers its own errors (`onError`); one that escapes it is ours, not the caller's.
    deps.log.error('http.unhandled', { requestId, error: describeError(error) });
    return new Response(body(500, 'Internal Server Error', 'Something went wrong on our side.'), {
      status: 500,
      headers: headers(requestId),
    });
  }
  const reason = error.message;
  const hostProblem = HOST_PROBLEMS.has(reason);
  const detail = hostProblem
    ? 'The Host header is malformed.'
    : 'The request line is malformed (target, scheme or path).';
  const method = incoming?.method ?? null;
  const path = (incoming?.url ?? '').slice(0, 300);
  const answer = new Response(body(400, 'Bad Request', detail), {
    status: 400,
    headers: headers(requestId),
  });
  const source = incoming?.socket?.remoteAddress ?? 'unknown';
  if (!deps.audit.admitMalformed(source, hostProblem ? 'host-malformed' : 'target-malformed')) {
    return answer;
  }
  if (hostProblem) {
    deps.audit.record({ requestId }, 'auth.denied', {
      user: null,
      reason: 'host-malformed',
      status: 400,
      method,
      path,
      host: String(incoming?.headers.host ?? '').slice(0, 200),
    });
  }
  deps.log.info('http.request', { requestId, method, path, status: 400, refused: reason });
  return answer;
}

/**
 * HTTP/1.1 requires Host (RFC 9112, section 3.2), so a request without it is refused in the same shape
 * as every other 400. HTTP/1.0 may omit it and is served as addressed to HOST.
 * @returns true when the request was refused (and answered).
 */
export function refuseMissingHost(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  deps: RefusalDeps,
): boolean {
  if (incoming.httpVersion !== '1.1' || incoming.headers.host !== undefined) return false;
  const requestId = crypto.randomUUID();
  const path = (incoming.url ?? '').slice(0, 300);
  if (deps.audit.admitMalformed(incoming.socket.remoteAddress ?? 'unknown', 'host-missing')) {
    deps.log.info('http.request', {
      requestId,
      method: incoming.method ?? null,
      path,
      status: 400,
      refused: 'Missing host header',
    });
  }
  const text = body(400, 'Bad Request', 'The Host header is missing.');
  outgoing.writeHead(400, {
    ...headers(requestId),
    'content-length': String(Buffer.byteLength(text)),
  });
  outgoing.end(text);
  return true;
}

const PARSER_ANSWERS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'Request Header Fields Too Large',
    'The request headers are too large.',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request was not received in time.'],
};

/** Node's `clientError`: what the parser refused, answered in the same shape, then closed. */
export function answerClientError(
  error: NodeJS.ErrnoException,
  socket: Duplex,
  deps: RefusalDeps,
): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, title, detail] = PARSER_ANSWERS[error.code ?? ''] ?? [
    400,
    'Bad Request',
    'The request is not valid HTTP.',
  ];
  const requestId = crypto.randomUUID();
  const text = body(status, title, detail);
  const head = Object.entries({
    ...headers(requestId),
    'content-length': String(Buffer.byteLength(text)),
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  const refused = error.code ?? error.message;
  // Node hands `clientError` the connection's net.Socket, typed as a plain Duplex.
  const source = (socket as Partial<Socket>).remoteAddress ?? 'unknown';
  if (deps.audit.admitMalformed(source, refused)) {
    deps.log.info('http.request', { requestId, status, refused });
  }
  // Closed for good once written, as Node's own handler does: a flood's sockets must not linger
  // half-open waiting for clients that do not read.
  socket.end(`HTTP/1.1 ${status} ${title}\r\n${head}\r\n${text}`, () => socket.destroy());
}

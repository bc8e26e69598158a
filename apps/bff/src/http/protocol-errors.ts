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
 * empty 400 of its own, is let through Node (`requireHostHeader: false`) and refused here, as is
 * a Host header with nothing in it in any version (@hono/node-server would take it for HOST and
 * serve it). CONNECT, which Node hands to `connect` listeners only (and closes without a word
 * when there is none), is answered 405 in the same shape: this server is not a proxy.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { RequestError } from '@hono/node-server';
import type { Audit } from '../audit/audit.ts';
import { describeError } from '../core/errors.ts';
import type { Logger } from '../log/logger.ts';
import { withoutEmails } from '../log/redact.ts';
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
  const path = loggedTarget(incoming);
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

/** A refused request's target for its log line: bounded, and no email a person typed into it. */
function loggedTarget(incoming: IncomingMessage | null): string {
  return withoutEmails((incoming?.url ?? '').slice(0, 300));
}

/**
 * HTTP/1.1 requires Host (RFC 9112, section 3.2), so a request without it is refused in the same
 * shape as every other 400. HTTP/1.0 may omit it and is served as addressed to HOST; a Host header
 * that is there but empty names no host in either version, and is refused.
 * @returns true when the request was refused (and answered).
 */
export function refuseMissingHost(
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  deps: RefusalDeps,
): boolean {
  const { host } = incoming.headers;
  const empty = host !== undefined && host.trim() === '';
  if (!empty && (incoming.httpVersion !== '1.1' || host !== undefined)) return false;
  const requestId = crypto.randomUUID();
  const source = incoming.socket.remoteAddress ?? 'unknown';
  if (deps.audit.admitMalformed(source, empty ? 'host-empty' : 'host-missing')) {
    deps.log.info('http.request', {
      requestId,
      method: incoming.method ?? null,
      path: loggedTarget(incoming),
      status: 400,
      refused: empty ? 'Empty host header' : 'Missing host header',
    });
  }
  const text = body(
    400,
    'Bad Request',
    empty ? 'The Host header is empty.' : 'The Host header is missing.',
  );
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

/**
 * Writes the JSON error answer on a bare socket, then closes it for good, as Node's own handler
 * does: a flood's sockets must not linger half-open waiting for clients that do not read.
 */
function answerOnSocket(
  socket: Duplex,
  requestId: string,
  [status, title, detail]: [number, string, string],
  extra: Record<string, string> = {},
): void {
  const text = body(status, title, detail);
  const head = Object.entries({
    ...headers(requestId),
    ...extra,
    'content-length': String(Buffer.byteLength(text)),
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${title}\r\n${head}\r\n${text}`, () => socket.destroy());
}

/** Node hands these listeners the connection's net.Socket, typed as a plain Duplex. */
const sourceOf = (socket: Duplex) => (socket as Partial<Socket>).remoteAddress ?? 'unknown';

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
  const answer = PARSER_ANSWERS[error.code ?? ''] ?? [
    400,
    'Bad Request',
    'The request is not valid HTTP.',
  ];
  const requestId = crypto.randomUUID();
  const refused = error.code ?? error.message;
  if (deps.audit.admitMalformed(sourceOf(socket), refused)) {
    deps.log.info('http.request', { requestId, status: answer[0], refused });
  }
  answerOnSocket(socket, requestId, answer);
}

/** Node's `connect`: a CONNECT request, answered 405 in the same shape, then closed. */
export function refuseConnect(incoming: IncomingMessage, socket: Duplex, deps: RefusalDeps): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const requestId = crypto.randomUUID();
  if (deps.audit.admitMalformed(sourceOf(socket), 'connect')) {
    deps.log.info('http.request', {
      requestId,
      method: 'CONNECT',
      path: loggedTarget(incoming),
      status: 405,
      refused: 'CONNECT',
    });
  }
  answerOnSocket(
    socket,
    requestId,
    [405, 'Method Not Allowed', 'This server is not a proxy: CONNECT is not answered.'],
    { allow: 'GET, HEAD, POST' },
  );
}

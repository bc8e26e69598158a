/**
 * Raw HTTP for the tests of what no well-behaved client sends: malformed Host headers, raw
 * backslashes, absolute-form targets, header blocks that never end.
 */
import { connect, type Socket } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `request` verbatim to `url`'s host and port; resolves with the parsed answer. */
export function rawHttp(url: string, request: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request));
    let text = '';
    socket.setEncoding('utf8').on('data', (d: string) => {
      text += d;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => {
          const colon = l.indexOf(':');
          return [l.slice(0, colon).trim().toLowerCase(), l.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

/** Opens a socket and sends `first`, leaving the request unfinished. */
export function openSocket(url: string, first: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(first);
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

/**
 * A TCP relay in front of a Postgres server (or the embedded one) that, once armed, loses the
 * connection during a COMMIT: the COMMIT reaches the server and is carried out, its answer never
 * reaches the client (`cut`), or reaches it only when the test lets it go (`hold`). The cases in
 * which a write's outcome is unknown to the console (db/bounded-write.ts). It reads the client's side of the wire protocol only to find a simple
 * query whose text is COMMIT; everything else passes through unread.
 */
import net from 'node:net';

export interface CommitCuttingProxy {
  /** Where to connect: 127.0.0.1 and this port. */
  port: number;
  /**
   * The next COMMIT is carried out, and then its connection is cut before the answer (`cut`), or
   * the answer is held back until `letGo` (`hold`).
   */
  arm(mode?: 'cut' | 'hold'): void;
  /** Sends the answers held back. */
  letGo(): void;
  /** COMMITs cut so far. */
  readonly cut: number;
  close(): Promise<void>;
}

export type Target = { host: string; port: number } | { path: string };

/** The client's messages: the startup message has no type byte, every later one has one. */
function commitFinder() {
  let buffered = Buffer.alloc(0);
  let started = false;
  return (chunk: Buffer): boolean => {
    buffered = Buffer.concat([buffered, chunk]);
    let commit = false;
    for (;;) {
      const head = started ? 5 : 4;
      if (buffered.length < head) break;
      const length = started ? buffered.readInt32BE(1) + 1 : buffered.readInt32BE(0);
      if (buffered.length < length) break;
      if (started && buffered[0] === 0x51 /* Q */) {
        const text = buffered
          .subarray(5, length - 1)
          .toString('utf8')
          .trim()
          .toUpperCase();
        if (text === 'COMMIT' || text === 'COMMIT;') commit = true;
      }
      // An SSLRequest or a startup message: the startup has happened once the server speaks.
      if (!started) started = buffered.readInt32BE(4) === 196_608; /* protocol 3.0 */
      buffered = buffered.subarray(length);
    }
    return commit;
  };
}

export async function startCommitCuttingProxy(target: Target): Promise<CommitCuttingProxy> {
  let armed: 'cut' | 'hold' | null = null;
  let cut = 0;
  const sockets = new Set<net.Socket>();
  const held: (() => void)[] = [];
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    sockets.add(client).add(upstream);
    const finds = commitFinder();
    let cutting: 'cut' | 'hold' | null = null;
    client.on('data', (chunk) => {
      if (finds(chunk) && armed) {
        cutting = armed;
        armed = null;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!cutting) {
        client.write(chunk);
        return;
      }
      if (cutting === 'hold') {
        // Kept in order; once let go, this connection relays as before.
        held.push(() => {
          client.write(chunk);
          cutting = null;
        });
        return;
      }
      // The server answered the COMMIT: it is done there; the client never hears it.
      cut += 1;
      client.destroy();
      upstream.destroy();
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    arm: (mode = 'cut') => {
      armed = mode;
    },
    letGo: () => {
      for (const send of held.splice(0)) send();
    },
    get cut() {
      return cut;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * The embedded database's own process: PGlite (Postgres compiled to WebAssembly) over a data
 * folder, served on the Postgres wire protocol by `@electric-sql/pglite-socket`. PGlite runs each
 * statement on the thread that calls it and cannot cancel one, so in the BFF's process a long
 * statement would stall every request; here it stalls only this process, and the BFF speaks to
 * it with the same driver (`pg`) and queries as to a Postgres server. The parent holds the
 * folder's lock and passes it here; this process ends when the parent does (its IPC channel closes).
 *
 * Usage: node embedded-main.ts <pgdata folder> <socket folder>; prints nothing, answers over IPC
 * `{ ready: { host, port } }` or `{ failed: message }`.
 */

import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const [pgdata, socketDir] = process.argv.slice(2);
const send = (message: unknown) => process.send?.(message);

/** A Unix socket path longer than this does not fit `sockaddr_un`: loopback TCP then. */
const MAX_SOCKET_PATH = 100;
/** Where `pg` looks for a server at host `dir`, port 5432. */
const SOCKET_PORT = 5432;

async function main(): Promise<void> {
  if (!pgdata || !socketDir) throw new Error('usage: embedded-main.ts <pgdata> <socket folder>');
  const db = await PGlite.create({ dataDir: pgdata, extensions: { pg_trgm, unaccent } });
  const socketPath = join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
  // A Unix socket in the 0700 data folder: no other user of the machine can connect, and the
  // embedded server has no passwords. Loopback TCP only where the path is too long for a socket.
  const useSocket = socketPath.length <= MAX_SOCKET_PATH;
  if (useSocket) rmSync(socketPath, { force: true });
  // One connection: PGlite is one Postgres backend, and the multiplexer would interleave two
  // clients' extended-protocol messages; the BFF's pool for it holds one connection.
  const server = new PGLiteSocketServer(
    useSocket ? { db, path: socketPath, maxConnections: 1 } : { db, port: 0, maxConnections: 1 },
  );
  await server.start();
  const conn = server.getServerConn();
  send({
    ready: useSocket
      ? { host: socketDir, port: SOCKET_PORT }
      : { host: '127.0.0.1', port: Number(conn.slice(conn.lastIndexOf(':') + 1)) },
  });
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await server.stop().catch(() => {});
    await db.close().catch(() => {});
    if (useSocket) rmSync(socketPath, { force: true });
    process.exit(0);
  };
  // The parent is gone (stopped, or killed): close PGlite cleanly so the folder stays whole.
  process.on('disconnect', () => void close());
  process.on('SIGTERM', () => void close());
  process.on('SIGINT', () => void close());
}

main().catch((error: unknown) => {
  send({ failed: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});

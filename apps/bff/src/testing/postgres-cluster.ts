/**
 * A throwaway Postgres server for tests: Debian's postgresql (15 on bookworm), a cluster made with initdb in a
 * temp folder, listening on 127.0.0.1 at a free port and on a Unix socket in that folder, run as
 * the `postgres` user (initdb and pg_ctl refuse root), removed after. `.ci/run` installs the
 * package; without it (or without root) `postgresAvailable()` says why and the suites skip.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './load.ts';

/** Debian's layout: /usr/lib/postgresql/<major>/bin; the newest installed major. */
function findBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((m) => /^\d+$/.test(m))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return join(root, majors[0] ?? '15', 'bin');
}
const BIN = findBin();

export interface PostgresCluster {
  /** postgres://… of the cluster's `postgres` database. */
  url: string;
  /** A new, empty database on the cluster, and its URL. */
  createDatabase(): Promise<string>;
  /** Stops the server (an outage, for the outage tests); `start` brings it back. */
  stop(): void;
  start(): void;
  /** Stops the server and removes its folder. */
  remove(): void;
}

/** Why the real-server suites cannot run here, or null when they can. */
export function postgresUnavailable(): string | null {
  if (!existsSync(join(BIN, 'initdb'))) return `no ${BIN}/initdb (apt-get install postgresql)`;
  if (process.getuid?.() !== 0) return 'not root: cannot run initdb as the postgres user';
  return null;
}

function asPostgres(args: string[]): void {
  execFileSync('runuser', ['-u', 'postgres', '--', ...args], { stdio: 'ignore' });
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const reason = postgresUnavailable();
  if (reason) throw new Error(`No Postgres server for tests: ${reason}`);
  const dir = mkdtempSync(join(tmpdir(), 'pc-pg-'));
  const { uid, gid } = { uid: Number(id('-u')), gid: Number(id('-g')) };
  chownSync(dir, uid, gid);
  const data = join(dir, 'data');
  const port = await freePort();
  asPostgres([join(BIN, 'initdb'), '-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () =>
    asPostgres([
      join(BIN, 'pg_ctl'),
      '-D',
      data,
      '-o',
      options,
      '-l',
      join(dir, 'log'),
      '-w',
      'start',
    ]);
  // `fast`, not `immediate`: without fsync and synchronous commit (speed), a crash would lose
  // the last commits, and the tests would see a database older than what they wrote.
  const stop = () => {
    try {
      asPostgres([join(BIN, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // Already stopped.
    }
  };
  start();
  const base = `postgres://postgres@127.0.0.1:${port}`;
  let made = 0;
  return {
    url: `${base}/postgres`,
    async createDatabase() {
      made += 1;
      const name = `test_${process.pid}_${made}`;
      const client = new pg.Client({ connectionString: `${base}/postgres` });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `${base}/${name}`;
    },
    stop,
    start,
    remove() {
      stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function id(flag: '-u' | '-g'): string {
  return execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim();
}

/**
 * The team-work suites' shared hooks: one database per kind of `databaseKinds()`, emptied of the
 * team's rows before each test, and the proxy that signs staff in. Test-only (imports vitest).
 */
import { afterAll, beforeAll, beforeEach, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';
import { createLogger } from '../log/logger.ts';
import type { DatabaseKind } from './database-kinds.ts';
import { type ProxyStaff, startProxyStaff } from './proxy-staff.ts';
import { clearTeamTables } from './team-harness.ts';

/**
 * For each kind of `describe.each(databaseKinds())`: one database for the suite, the team's
 * tables emptied before each test (`extra` statements too), closed after. `run` skips the tests
 * where the kind cannot run here.
 */
export function teamDatabase(kind: DatabaseKind, extra = '') {
  const suite = {
    run: kind.unavailable ? it.skip : it,
    get database(): Database {
      if (!opened) throw new Error('the database is opened in beforeAll');
      return opened;
    },
  };
  let opened: Database | null = null;
  beforeAll(async () => {
    if (kind.unavailable) return;
    opened = await openDatabase(
      await kind.fresh(),
      createLogger({ level: 'error', sink: () => {} }),
    );
  }, 60_000);
  afterAll(async () => {
    await opened?.close();
  });
  beforeEach(async () => {
    if (!opened) return;
    await clearTeamTables(opened);
    if (extra) await opened.pool.query(extra);
  });
  return suite;
}

/** Staff signing in through a proxy, for a whole test file; with the kinds' cleanup after it. */
export function proxyStaffFor(kinds: DatabaseKind[]): { readonly staff: ProxyStaff } {
  let started: ProxyStaff | null = null;
  beforeAll(async () => {
    started = await startProxyStaff();
  });
  afterAll(async () => {
    await started?.close();
    for (const kind of kinds) await kind.cleanup();
  });
  return {
    get staff(): ProxyStaff {
      if (!started) throw new Error('the proxy starts in beforeAll');
      return started;
    },
  };
}

import { describe, expect, it } from 'vitest';
import type { AttentionDatabaseKind, AttentionDatabaseResult } from './attention-database.ts';
import { allPass, attentionDatabaseBudgets } from './budgets.ts';

const kind = (name: AttentionDatabaseKind['kind']): AttentionDatabaseKind => ({
  kind: name,
  rows: 1000,
  warmP50Ms: 14,
  runs: 20,
  firstReadMs: 80,
  servingBlockMs: 45,
  readBlockMs: 6,
  readBlockMaxMs: 19,
  idleBlockMs: 3,
  reads: 20,
});

const measured: AttentionDatabaseResult = {
  kinds: [kind('embedded (PGlite)'), kind('server (Postgres)')],
  serverUnavailable: null,
};

const withKind = (i: number, change: Partial<AttentionDatabaseKind>): AttentionDatabaseResult => ({
  ...measured,
  kinds: measured.kinds.map((k, j) => (i === j ? { ...k, ...change } : k)),
});

describe('the budgets of the attention list read from the database', () => {
  it('are only checked for a run that measured it, two per kind', () => {
    expect(attentionDatabaseBudgets({})).toEqual([]);
    expect(attentionDatabaseBudgets({ attentionDatabase: measured }).map((c) => c.id)).toEqual([
      'attention-db-warm-pglite',
      'attention-db-block-pglite',
      'attention-db-warm-postgres',
      'attention-db-block-postgres',
    ]);
  });

  it('pass at 50 ms warm and a 20 ms block on either kind, and fail just past them', () => {
    expect(allPass(attentionDatabaseBudgets({ attentionDatabase: measured }))).toBe(true);
    for (const i of [0, 1]) {
      const atLimits = withKind(i, { warmP50Ms: 50, readBlockMs: 20 });
      expect(allPass(attentionDatabaseBudgets({ attentionDatabase: atLimits }))).toBe(true);
      for (const past of [{ warmP50Ms: 50.01 }, { readBlockMs: 20.01 }])
        expect(allPass(attentionDatabaseBudgets({ attentionDatabase: withKind(i, past) }))).toBe(
          false,
        );
    }
  });

  it('fail as not measured where the machine has no Postgres server', () => {
    const checks = attentionDatabaseBudgets({
      attentionDatabase: { kinds: [kind('embedded (PGlite)')], serverUnavailable: 'no initdb' },
    });
    expect(checks.filter((c) => c.status === 'not measured').map((c) => c.id)).toEqual([
      'attention-db-warm-postgres',
      'attention-db-block-postgres',
    ]);
    expect(allPass(checks)).toBe(false);
  });

  it('budget the median read, not the longest of all, which a major GC can take in', () => {
    const gcInOneRead = withKind(0, { readBlockMs: 7, readBlockMaxMs: 31 });
    expect(allPass(attentionDatabaseBudgets({ attentionDatabase: gcInOneRead }))).toBe(true);
  });
});

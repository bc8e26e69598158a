import { describe, expect, it } from 'vitest';
import { allPass, teamWorkBudgets } from './budgets.ts';
import type { TeamWorkKind, TeamWorkResult } from './team-work.ts';

const kind = (name: TeamWorkKind['kind']): TeamWorkKind => ({
  kind: name,
  noteWrites: 200,
  noteWriteP50Ms: 7,
  noteWriteP95Ms: 24,
  rows: 1000,
  notes: 2000,
  listP50Ms: 77,
  listMaxMs: 190,
  runs: 20,
});

const measured: TeamWorkResult = {
  kinds: [kind('embedded (PGlite)'), kind('server (Postgres)')],
  serverUnavailable: null,
};

const withKind = (i: number, change: Partial<TeamWorkKind>): TeamWorkResult => ({
  ...measured,
  kinds: measured.kinds.map((k, j) => (i === j ? { ...k, ...change } : k)),
});

describe('the budgets of the team’s work', () => {
  it('are only checked for a run that measured it: the embedded note write, the list on each kind', () => {
    expect(teamWorkBudgets({})).toEqual([]);
    expect(teamWorkBudgets({ teamWork: measured }).map((c) => c.id)).toEqual([
      'note-write-p95-pglite',
      'team-list-pglite',
      'team-list-postgres',
    ]);
  });

  it('pass at a 50 ms note write p95 and a 100 ms list, and fail just past them', () => {
    expect(allPass(teamWorkBudgets({ teamWork: withKind(0, { noteWriteP95Ms: 50 }) }))).toBe(true);
    expect(allPass(teamWorkBudgets({ teamWork: withKind(0, { noteWriteP95Ms: 50.01 }) }))).toBe(
      false,
    );
    // The server's note write is a figure, not a budget.
    expect(allPass(teamWorkBudgets({ teamWork: withKind(1, { noteWriteP95Ms: 80 }) }))).toBe(true);
    for (const i of [0, 1]) {
      expect(allPass(teamWorkBudgets({ teamWork: withKind(i, { listP50Ms: 100 }) }))).toBe(true);
      expect(allPass(teamWorkBudgets({ teamWork: withKind(i, { listP50Ms: 100.01 }) }))).toBe(
        false,
      );
    }
  });

  it('fail as not measured where the machine has no Postgres server', () => {
    const checks = teamWorkBudgets({
      teamWork: { kinds: [kind('embedded (PGlite)')], serverUnavailable: 'no initdb' },
    });
    expect(checks.filter((c) => c.status === 'not measured').map((c) => c.id)).toEqual([
      'team-list-postgres',
    ]);
    expect(allPass(checks)).toBe(false);
  });
});

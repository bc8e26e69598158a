/**
 * Keeps the store index in step with Elastic Path, one pass at a time for the whole deployment
 * (docs/decisions/041-one-index-sync-under-a-lease.md): each replica ticks, and at a tick asks for
 * the lease, which it gets only when no pass runs and one is due. The first pass starts within
 * `FIRST_PASS_WITHIN_MS` of start when the index has never completed one; after that one is due
 * every `SEARCH_SYNC_S`. The pass reads through its own background share of the rate limit, so a
 * person's request never waits behind it. A failed pass keeps the last complete one and is tried
 * again after a backoff.
 */
import { leaseRunner } from '../db/lease.ts';
import type { Logger } from '../log/logger.ts';
import { backgroundShare } from '../store-budget/background-share.ts';
import type { StoreBudget } from '../store-budget/store-budget.ts';
import type { Upstream } from '../upstream/read-resource.ts';
import { runPass } from './index-pass.ts';
import type { IndexStore } from './index-store.ts';

export interface SearchSyncConfig {
  /** Between the starts of two passes. */
  intervalMs: number;
  /** Of the replica's requests per second, in (0, 1]. */
  share: number;
}

export interface IndexSyncDeps {
  store: IndexStore;
  reader: Upstream;
  /** The replica's budget at the store: the pass takes `config.share` of it. */
  budget: Pick<StoreBudget, 'limits' | 'hold'>;
  config: SearchSyncConfig;
  log: Logger;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  leaseMs?: number;
  tickMs?: number;
}

export interface IndexSync {
  /** Starts ticking: the first pass within 10 s when none ever completed. */
  start(): void;
  stop(): void;
  /** One pass now if the lease is free and one is due (tests, and the first tick). */
  pass(): Promise<void>;
}

export const FIRST_PASS_WITHIN_MS = 10_000;
export const SYNC_LEASE_MS = 60_000;
const FAILED_BACKOFF_MS = 30_000;

export function createIndexSync(deps: IndexSyncDeps): IndexSync {
  const { store, config, log, now, random } = deps;
  const leaseMs = deps.leaseMs ?? SYNC_LEASE_MS;
  const runner = leaseRunner(
    { name: 'search_index', acquire: store.acquire, run: passAs },
    { ...deps, leaseMs, intervalMs: config.intervalMs },
  );
  const shared = backgroundShare(deps.reader, {
    budget: deps.budget,
    share: config.share,
    sleep: deps.sleep,
  });
  async function passAs(generation: number): Promise<void> {
    const startedAt = now();
    log.info('search_index.pass_started', { generation });
    try {
      const { kinds, removed } = await runPass({
        upstream: shared.upstream,
        store,
        generation,
        leaseMs,
        now,
      });
      const nextDueMs = runner.nextDueMs(startedAt);
      await store.finish(generation, new Date(startedAt), kinds, nextDueMs);
      log.info('search_index.pass_ended', {
        generation,
        ms: now() - startedAt,
        removed,
        records: Object.fromEntries(Object.entries(kinds).map(([k, v]) => [k, v?.records])),
        partial: Object.entries(kinds).flatMap(([k, v]) => (v?.partial ? [k] : [])),
      });
    } catch (error) {
      const problem = error instanceof Error ? error.message : String(error);
      log.warn('search_index.pass_failed', { generation, error: problem });
      await store.fail(generation, problem, FAILED_BACKOFF_MS).catch(() => {});
    }
  }

  return {
    start() {
      // An index that never completed a pass gets its first soon; else at the next tick.
      runner.start(() =>
        store.state().then(
          (state) =>
            state?.asOf ? runner.tickMs * random() : Math.floor(random() * FIRST_PASS_WITHIN_MS),
          () => Math.floor(random() * FIRST_PASS_WITHIN_MS),
        ),
      );
    },
    stop: runner.stop,
    pass: runner.runOnce,
  };
}

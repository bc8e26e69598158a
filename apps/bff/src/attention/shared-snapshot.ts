/**
 * The attention list kept in the console's database and shared by every replica
 * (docs/decisions/031-attention-lease.md): the deployment, not each replica, pays one refresh
 * per interval. Each replica ticks; at a tick (or a view that finds nothing complete) it asks
 * the store for the lease, which it gets only when no refresh runs and one is due. The holder
 * refreshes as attention-snapshot.ts did, flushing its rows and renewing the lease every
 * `flushMs`, and publishes in one transaction. A replica that starts serves the last snapshot at
 * once. A view reads the store with the person's deadline (250 ms); when the database cannot
 * answer, the replica serves the last page it read, saying the list is unavailable and as of when.
 */
import type { AttentionRow } from '@pc/contract';
import { PERSON_DEADLINE_MS, withDeadline } from '../db/deadline.ts';
import { leaseRunner } from '../db/lease.ts';
import { backgroundShare } from '../store-budget/background-share.ts';
import { attentionPage, type UntaggedAttentionPage } from './attention-page.ts';
import type { RefreshProgress } from './attention-refresh.ts';
import {
  type AttentionSnapshot,
  type AttentionSnapshotDeps,
  FAILED_BACKOFF_START_MS,
  refreshInBackground,
} from './attention-snapshot.ts';
import type { AttentionStore } from './attention-store.ts';

export interface LeaseTimings {
  /** How long a holder's lease lasts unrenewed; a holder renews it every `flushMs`. */
  leaseMs?: number;
  flushMs?: number;
  /** How often a replica asks for the lease (at least this often, for a dead holder's refresh). */
  tickMs?: number;
}

export interface SharedSnapshotDeps extends AttentionSnapshotDeps, LeaseTimings {
  store: AttentionStore;
}

export const LEASE_MS = 30_000;
export const FLUSH_MS = 2000;

const wallSleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref?.());

const UNAVAILABLE = "The console's database cannot be read now";

export function createSharedSnapshot(deps: SharedSnapshotDeps): AttentionSnapshot {
  const { config, now, random, log, store } = deps;
  const leaseMs = deps.leaseMs ?? LEASE_MS;
  const flushMs = deps.flushMs ?? FLUSH_MS;
  const runner = leaseRunner(
    { name: 'attention', acquire: store.acquire, run: refreshAs },
    { ...deps, leaseMs, intervalMs: config.refreshMs },
  );
  const shared = backgroundShare(deps.reader, {
    budget: deps.budget,
    share: config.share,
    sleep: deps.sleep,
  });
  let failures = 0;
  /** The last page read from the store, and what it was read for (generation and rows built). */
  let last: { key: string; rows: AttentionRow[]; page: UntaggedAttentionPage } | null = null;

  async function refreshAs(generation: number): Promise<void> {
    const startedAt = now();
    const progress: RefreshProgress = { rows: [], found: 0, problem: null };
    let written = 0;
    log.info('attention.refresh_started', { generation });
    const flush = async () => {
      const fresh = progress.rows.slice(written);
      await store.flush(generation, leaseMs, written, fresh, progress.found);
      written += fresh.length;
    };
    const refreshing = refreshInBackground(deps, shared.upstream, progress);
    let done = false;
    void refreshing.finally(() => {
      done = true;
    });
    try {
      while (!done) {
        // Real time, not the injected clock: the lease runs on the database's clock.
        await Promise.race([refreshing, wallSleep(flushMs)]);
        if (!done) await flush();
      }
      if (progress.problem === null) {
        const nextDueMs = runner.nextDueMs(startedAt);
        await store.publish(
          generation,
          written,
          progress.rows.slice(written),
          new Date(startedAt),
          Math.max(0, nextDueMs),
        );
        failures = 0;
      } else {
        failures += 1;
        const backoff = Math.min(FAILED_BACKOFF_START_MS * 2 ** (failures - 1), config.refreshMs);
        await store.fail(generation, progress.problem, backoff);
      }
      log.info('attention.refresh_ended', {
        generation,
        rows: progress.rows.length,
        found: progress.found,
        ms: now() - startedAt,
        complete: progress.problem === null,
      });
    } catch (error) {
      // Replaced (a stall past the lease) or the database went away: stop reading the store;
      // another replica takes the next lease.
      progress.abandoned = true;
      log.warn('attention.refresh_abandoned', {
        generation,
        error: error instanceof Error ? error.message : String(error),
      });
      await refreshing;
    }
  }

  /** Takes the lease if it is free and a refresh is due, and refreshes; else does nothing. */
  const tryRefresh = runner.runOnce;

  const start = () =>
    runner.start(() => (config.refreshOnStart ? Math.floor(random() * config.startSpreadMs) : 0));

  async function read(): Promise<UntaggedAttentionPage> {
    const state = await withDeadline(store.state());
    // A replica whose list was opened asks for the lease from then on, even when the snapshot
    // is complete: the replica that refreshed it may be gone, and someone must keep it fresh.
    if (!runner.started()) {
      log.info('attention.started', { by: 'view' });
      start();
    } else if (state === null || state.completeGeneration === null || state.problem !== null) {
      // Nothing complete (or the last refresh failed): ask now, not at the next tick; the store
      // says no while a refresh runs or the backoff lasts.
      void tryRefresh();
    }
    if (state === null) {
      return attentionPage([], {
        status: 'building',
        asOf: null,
        refreshing: true,
        progress: { built: 0, found: 0 },
        problem: null,
      });
    }
    const generation = state.completeGeneration ?? state.buildingGeneration;
    // Rows are read again only when the snapshot changed since (a flush, a publish, an erasure).
    const key = `${generation}:${state.built}:${state.updatedAt.getTime()}`;
    let rows = last?.key === key ? last.rows : null;
    if (rows === null) rows = generation === null ? [] : await withDeadline(store.rows(generation));
    const complete = state.completeGeneration !== null;
    const page = attentionPage(rows, {
      status: complete ? 'complete' : 'building',
      asOf: state.asOf?.toISOString() ?? null,
      refreshing: state.refreshing,
      progress: { built: state.built, found: state.found },
      problem: state.problem,
    });
    last = { key, rows, page };
    return page;
  }

  return {
    async view() {
      try {
        return await read();
      } catch (error) {
        log.warn('attention.database_unavailable', {
          error: error instanceof Error ? error.message : String(error),
          deadlineMs: PERSON_DEADLINE_MS,
        });
        if (!last) {
          return attentionPage([], {
            status: 'building',
            asOf: null,
            refreshing: false,
            progress: { built: 0, found: 0 },
            problem: `${UNAVAILABLE}, and this replica has read no snapshot yet.`,
          });
        }
        const asOf = last.page.snapshot.asOf;
        return {
          ...last.page,
          snapshot: {
            ...last.page.snapshot,
            problem: `${UNAVAILABLE}: unavailable — last snapshot${asOf ? ` as of ${asOf}` : ''}.`,
          },
        };
      }
    },
    start,
    refresh: tryRefresh,
    stop: runner.stop,
    rateLimited: shared.rateLimited,
  };
}

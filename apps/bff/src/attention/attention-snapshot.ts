/**
 * The replica's snapshot of the attention list (docs/decisions/028-attention-snapshot-per-replica.md).
 * A complete row costs about three upstream calls, so hundreds of outstanding invoices take
 * minutes at a fair share of the rate limit: the list is built in the background, kept, and
 * served whole. While a refresh runs, the page gets the last complete snapshot (`refreshing`);
 * a replica with none yet gets the rows built so far (`building`). Refreshes follow each other
 * every `refreshMs` (±10 %, so replicas drift apart); the first starts at the first view of the
 * list, or, with `refreshOnStart`, at a random time within `startSpreadMs` of the replica's start,
 * so replicas started together do not read the store at once. A view starts a refresh when there is
 * nothing complete to show or the last one failed, but not at every poll of a failing store: after
 * a failure the next waits `FAILED_BACKOFF_START_MS`, doubling up to `refreshMs`, and a refresh that
 * completes resets it (a page polling every 2 s read a failing list 45 times in 30 s; now 9).
 */
import type { AttentionRow, InvoiceSummary } from '@pc/contract';
import type { AttentionConfig } from '../config.ts';
import type { RetryContextSource } from '../invoice-rules/retry-context.ts';
import type { Logger } from '../log/logger.ts';
import { backgroundShare, shareLimits } from '../store-budget/background-share.ts';
import { BACKGROUND, runInScope } from '../store-budget/request-scope.ts';
import type { StoreBudget } from '../store-budget/store-budget.ts';
import type { Upstream } from '../upstream/read-resource.ts';
import { attentionPage, type UntaggedAttentionPage } from './attention-page.ts';
import { type RefreshProgress, runRefresh } from './attention-refresh.ts';

export interface AttentionSnapshotDeps {
  /** The replica's one reader; the refresh reads through its own share of it. */
  reader: Upstream;
  retryContext: RetryContextSource;
  /** The replica's budget at the store; the refresh takes its background share of it. */
  budget: StoreBudget;
  config: AttentionConfig;
  log: Logger;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
  /**
   * Told of the outstanding invoices a refresh lists, page by page: the store index learns
   * them, so their short ids find them before anyone opened them (no read of its own).
   */
  invoicesRead?: (invoices: readonly InvoiceSummary[]) => void;
}

export interface AttentionSnapshot {
  /** The page as it stands; starts a refresh when there is nothing to show or the last one failed. */
  view(): Promise<UntaggedAttentionPage>;
  /** Starts the background refreshes (the first within the start spread). Idempotent. */
  start(): void;
  /** The refresh running now, or a new one; resolves when it ends. */
  refresh(): Promise<void>;
  /** Stops the timer (shutdown, tests); a refresh in flight runs to its end. */
  stop(): void;
  /** Reads answered 429 so far, each waited out. */
  rateLimited(): number;
}

/** One refresh in the background lane, at the refresh's share of the replica's reads. */
export function refreshInBackground(
  deps: AttentionSnapshotDeps,
  upstream: Upstream,
  progress: RefreshProgress,
): Promise<void> {
  const scope = { person: BACKGROUND, refresh: true, readAt: null };
  const workers = shareLimits({ budget: deps.budget, share: deps.config.share }).maxInFlight;
  return runInScope(scope, () =>
    runRefresh(
      {
        upstream,
        retryContext: deps.retryContext,
        now: deps.now,
        workers,
        ...(deps.invoicesRead && { invoicesRead: deps.invoicesRead }),
      },
      progress,
    ),
  );
}

/** The first wait after a failed refresh; it doubles with each failure in a row. */
export const FAILED_BACKOFF_START_MS = 5000;

interface Complete {
  rows: AttentionRow[];
  startedAt: number;
}

export function createAttentionSnapshot(deps: AttentionSnapshotDeps): AttentionSnapshot {
  const { config, now, random, log } = deps;
  const shared = backgroundShare(deps.reader, {
    budget: deps.budget,
    share: config.share,
    sleep: deps.sleep,
  });
  let complete: Complete | null = null;
  /** The running refresh's progress. */
  let current: RefreshProgress | null = null;
  /** The last refresh that ended: its problem stands until a refresh completes. */
  let ended: RefreshProgress | null = null;
  let running: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let started = false;
  let stopped = false;
  /** Refreshes failed in a row, and when a view may start the next. */
  let failures = 0;
  let retryNotBefore = 0;

  /** When the next refresh may start after a failure, in words; empty when it may now. */
  const nextTry = (refreshing: boolean): string => {
    const seconds = Math.ceil((retryNotBefore - now()) / 1000);
    return refreshing || seconds <= 0 ? '' : ` It is read again in ${seconds} s.`;
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void refresh();
    }, delayMs);
    // A replica shutting down does not wait for its next refresh.
    timer.unref?.();
  };

  const refresh = (): Promise<void> => {
    if (running) return running;
    const startedAt = now();
    const progress: RefreshProgress = { rows: [], found: 0, problem: null };
    current = progress;
    log.info('attention.refresh_started', {});
    running = refreshInBackground(deps, shared.upstream, progress).then(() => {
      if (progress.problem === null) {
        complete = { rows: progress.rows, startedAt };
        failures = 0;
        retryNotBefore = 0;
      } else {
        failures += 1;
        const backoff = Math.min(FAILED_BACKOFF_START_MS * 2 ** (failures - 1), config.refreshMs);
        retryNotBefore = now() + backoff;
      }
      log.info('attention.refresh_ended', {
        rows: progress.rows.length,
        found: progress.found,
        ms: now() - startedAt,
        complete: progress.problem === null,
      });
      running = null;
      current = null;
      ended = progress;
      if (started) {
        const jittered = config.refreshMs * (0.9 + 0.2 * random());
        schedule(Math.max(0, jittered - (now() - startedAt)));
      }
    });
    return running;
  };

  const start = () => {
    if (started) return;
    started = true;
    if (running) return;
    schedule(config.refreshOnStart ? Math.floor(random() * config.startSpreadMs) : 0);
  };

  return {
    async view() {
      const wanted = complete === null || ended?.problem;
      if (!running && wanted && now() >= retryNotBefore) {
        // Someone is waiting for the list: the periodic refresh starts now, with this one.
        if (!started) log.info('attention.started', { by: 'view' });
        started = true;
        if (timer) clearTimeout(timer);
        void refresh();
      }
      const progress = current ?? ended ?? { rows: [], found: 0, problem: null };
      // Building again after a failure: the rows read before stay until the new run has more.
      const partial = [current, ended].reduce<AttentionRow[]>(
        (best, p) => (p && p.rows.length > best.length ? p.rows : best),
        [],
      );
      return attentionPage(complete?.rows ?? partial, {
        status: complete ? 'complete' : 'building',
        asOf: complete ? new Date(complete.startedAt).toISOString() : null,
        refreshing: running !== null,
        progress: { built: progress.rows.length, found: progress.found },
        problem: ended?.problem ? `${ended.problem}${nextTry(running !== null)}` : null,
      });
    },
    start,
    refresh,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
    rateLimited: shared.rateLimited,
  };
}

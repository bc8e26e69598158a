import type { AttentionResult } from './attention.ts';
import type { AttentionDatabaseResult } from './attention-database.ts';
import type { SearchTextResult } from './search-text.ts';
import type { TeamWorkResult } from './team-work.ts';
/** The shape of `bench/results/latest.json`: everything one `pnpm bench` run measured. */

import type { BundleResult } from './bundle.ts';
import type { LimiterResult } from './limiter.ts';
import type { LoadResult } from './load.ts';
import type { NavigationTimingResult } from './navigation-timing.ts';
import type { TargetName } from './targets.ts';
import type { TicketCallsResult } from './ticket-calls.ts';
import type { TimeToRowsResult } from './time-to-rows.ts';
import type { BurstResult, CoalescingResult } from './token-and-coalescing.ts';

export interface OverheadAtConcurrency {
  connections: number;
  targets: Record<TargetName, LoadResult>;
  /**
   * bff req/s ÷ naive req/s: the median over the interleaved rounds. A figure, not a budget: the
   * naive proxy does none of the work the BFF exists for.
   */
  bffOverNaiveThroughput: number;
  /** bff p50 − direct p50, ms. */
  bffMinusDirectP50Ms: number;
  /** naive p50 − direct p50, ms: what any proxy hop costs here. */
  naiveMinusDirectP50Ms: number;
}

/** The BFF alone at concurrency 100 on pages of 25 rows: can it serve ≥ 10× a store's rate limit? */
export interface CapacityResult {
  connections: number;
  rowsPerPage: number;
  requestsPerSecond: number;
  p99Ms: number;
  failures: number;
}

export interface MachineInfo {
  cpuModel: string;
  cpus: number;
  memoryGb: number;
  node: string;
  platform: string;
  /** 1-minute load average when the run started and when it ended. */
  loadAverage: { start: number; end: number };
}

export interface BenchResults {
  startedAt: string;
  durationSeconds: number;
  machine: MachineInfo;
  settings: {
    /** Each target gets one slice per round, targets interleaved. */
    loadRounds: number;
    loadSliceSeconds: number;
    warmupSecondsPerCell: number;
    concurrencies: number[];
    timeToRowsRuns: number;
    quick: boolean;
  };
  overhead: OverheadAtConcurrency[];
  capacity: CapacityResult;
  limiter: LimiterResult;
  tokens: {
    /** Token requests the long-running BFF made over the whole run. */
    duringRun: number;
    /** Requests the long-running BFF logged (its access log lines). */
    bffRequestsServed: number;
    coldStart: BurstResult;
  };
  coalescing: CoalescingResult;
  bundle: BundleResult | null;
  timeToRows: TimeToRowsResult;
  /** Search by email and a prefetched invoice row's click, 300 ms upstream. */
  navigation: NavigationTimingResult;
  /** Upstream calls per step of the ticket's way, and the read cache's hit rate. */
  ticketCalls: TicketCallsResult;
  /** The "needs attention" list on ~300 outstanding invoices; absent in runs before it existed. */
  attention?: AttentionResult;
  /** The list's 1,000 rows from the console's database, both kinds; absent in runs before it existed. */
  attentionDatabase?: AttentionDatabaseResult;
  /** The adversarial search texts, classified and answered; absent in runs before it existed. */
  searchText?: SearchTextResult;
  /** Note writes and the list with 1,000 cases, both kinds; absent in runs before it existed. */
  teamWork?: TeamWorkResult;
}

/**
 * The attention refresh's way upstream: the replica's one reader (allowlist, exact JSON, schema,
 * read cache), behind a gate of its own that lets at most `share` of the replica's requests per
 * second start (p-queue's strict sliding interval), each then waiting its turn in the limiter's
 * background lane, which holds the store's limit in every second. The replica's
 * limiter serves the background lane in turn with every waiting person, so a person's request
 * never waits behind the refresh's backlog; the gate makes sure the refresh alone never takes
 * more than its share when nobody else is waiting either.
 *
 * A 429 slows the refresh instead of failing it, by the same rule as every other call: the
 * replica's hold after a 429 (rate-limit-hold.ts). A read refused by the hold, or answered 429,
 * waits until the hold ends and is made again; nothing here keeps a pause of its own.
 */
import PQueue from 'p-queue';
import { ApiHttpError } from '../core/errors.ts';
import type { Upstream } from '../upstream/read-resource.ts';
import { BACKGROUND, currentScope, runInScope } from './request-scope.ts';
import type { StoreBudget } from './store-budget.ts';

/** 429s in a row on one read before the refresh gives up on it. */
const MAX_RATE_LIMITED = 8;

export interface ShareOptions {
  /** The replica's budget: its limits, and the hold after a 429 every call obeys. */
  budget: Pick<StoreBudget, 'limits' | 'hold'>;
  /** Of the budget's `maxPerSecond`, in (0, 1]. */
  share: number;
  sleep: (ms: number) => Promise<void>;
}

/** Requests per second and in flight the share allows: never below one. */
export function shareLimits({ budget: { limits }, share }: Pick<ShareOptions, 'budget' | 'share'>) {
  return {
    maxPerSecond: Math.max(1, Math.floor(limits.maxPerSecond * share)),
    maxInFlight: Math.max(1, Math.ceil(limits.maxInFlight * share)),
  };
}

/**
 * The second is cut in quarters, each allowed a quarter of the share's rate, and each quarter is
 * 10 % longer than 250 ms: the refresh's calls leave evenly instead of a second's worth at once,
 * at about 91 % of the share. The store's limit itself is the replica limiter's business.
 */
const SLICES_PER_SECOND = 4;
const SLACK = 1.1;

/** Up to four windows a second, each `cap` starts, together ≤ `maxPerSecond` with 10 % slack. */
export function pacing(maxPerSecond: number): { cap: number; windowMs: number } {
  const slices = Math.min(SLICES_PER_SECOND, maxPerSecond);
  const cap = Math.floor(maxPerSecond / slices);
  return { cap, windowMs: (1000 * SLACK * cap) / maxPerSecond };
}

export interface SharedUpstream {
  upstream: Upstream;
  /** Reads answered 429 so far, each waited out. */
  rateLimited(): number;
}

/** @example const { upstream } = backgroundShare(reader, { budget, share: 0.25, sleep }) */
export function backgroundShare(reader: Upstream, options: ShareOptions): SharedUpstream {
  const { maxPerSecond, maxInFlight } = shareLimits(options);
  const { cap, windowMs } = pacing(maxPerSecond);
  const gate = new PQueue({
    concurrency: maxInFlight,
    intervalCap: cap,
    interval: windowMs,
    strict: true,
  });
  let rateLimited = 0;
  const waitOutHold = async () => {
    const left = options.budget.hold.heldForMs();
    if (left > 0) await options.sleep(left);
  };
  const get: Upstream['client']['get'] = async (path, query, signal) => {
    // The scope of the read (its lane, whether it may come from the cache), whichever job
    // happens to start it inside the gate.
    const scope = { ...(currentScope() ?? { refresh: true, readAt: null }), person: BACKGROUND };
    for (let inARow = 0; ; inARow += 1) {
      await waitOutHold();
      try {
        return await gate.add(
          () => runInScope(scope, () => reader.client.get(path, query, signal)),
          { signal },
        );
      } catch (error) {
        if (!(error instanceof ApiHttpError && error.status === 429) || inARow >= MAX_RATE_LIMITED)
          throw error;
        rateLimited += 1;
        reader.log.warn('attention.rate_limited', { pauseMs: options.budget.hold.heldForMs() });
      }
    }
  };
  return {
    upstream: { ...reader, client: { get } },
    rateLimited: () => rateLimited,
  };
}

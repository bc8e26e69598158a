/**
 * The store's rate limit is shared with its storefront (100 requests/s in production, 25 for a
 * development store), so each BFF process spends only its share: at most `maxInFlight` upstream
 * requests at once and `maxPerSecond` in any rolling second (p-queue's strict interval).
 *
 * Work beyond that waits, one queue per person, and the queues are served in turn (fair queueing):
 * a person browsing heavily waits behind their own calls, not in front of everyone else's, so a
 * light user's one-call page starts within one turn. Work no person waits on (a background
 * refresh) has its own lane, served in turn like one more person. When a person's queue already
 * holds about two seconds' worth, their next request is refused at once with 503 and
 * `Retry-After`, which the browser waits out; other people's queues are not affected.
 */
import PQueue from 'p-queue';
import { ApiHttpError } from '../core/errors.ts';

/**
 * The second is cut in quarters, each allowed a quarter of the rate, and each quarter is 10 %
 * longer than 250 ms. Requests reach the upstream a little bunched compared with how they left
 * (a busy event loop here or there): a whole second's worth leaving at once, or windows of
 * exactly 1000 ms, measured as up to 27 in a second at the simulator for a limit of 20. Quarters
 * with slack keep what the upstream sees at or under the limit, at ~91 % of it on average.
 */
const SLICES_PER_SECOND = 4;
const SLACK = 1.1;

/** Up to four windows a second, each `cap` requests, together ≤ `maxPerSecond` with 10 % slack. */
export function pacing(maxPerSecond: number): { cap: number; windowMs: number } {
  const slices = Math.min(SLICES_PER_SECOND, maxPerSecond);
  const cap = Math.floor(maxPerSecond / slices);
  return { cap, windowMs: (1000 * SLACK * cap) / maxPerSecond };
}

export interface RateLimiterOptions {
  maxInFlight: number;
  maxPerSecond: number;
}

export interface RateLimiter {
  /**
   * Runs `task` when the limits allow and it is `person`'s turn (default: the one person of the
   * no-sign-in mode). @throws ApiHttpError 503 when that person's queue is full.
   */
  schedule<T>(task: () => Promise<T>, person?: string): Promise<T>;
}

/** The one person of the no-sign-in mode, and anyone the caller does not name. */
export const DEFAULT_PERSON = 'anonymous';

type Job = () => Promise<void>;

export function createRateLimiter({ maxInFlight, maxPerSecond }: RateLimiterOptions): RateLimiter {
  const { cap, windowMs } = pacing(maxPerSecond);
  // Paces and bounds what has left the per-person queues; it never holds more than one waiting
  // job, so the order in which jobs start is the turn order below.
  const paced = new PQueue({
    concurrency: maxInFlight,
    intervalCap: cap,
    interval: windowMs,
    strict: true,
  });
  const maxQueued = Math.max(2 * maxPerSecond, maxInFlight);
  /** Each waiting person's calls, in the order they were asked for. */
  const queues = new Map<string, Job[]>();
  /**
   * Turns each person has had (fair queueing's virtual time): the next call is the waiting
   * person's with the fewest. Someone starting to wait again starts at the turn being served,
   * so a pause earns no burst that would hold the others up.
   */
  const turns = new Map<string, number>();
  let turnNow = 0;

  const nextPerson = (): string | undefined => {
    let chosen: string | undefined;
    let fewest = Number.POSITIVE_INFINITY;
    for (const person of queues.keys()) {
      const had = turns.get(person) ?? turnNow;
      if (had < fewest) [chosen, fewest] = [person, had];
    }
    return chosen;
  };

  const feed = () => {
    while (paced.size === 0 && paced.pending < maxInFlight) {
      const person = nextPerson();
      if (person === undefined) return;
      const jobs = queues.get(person) ?? [];
      const job = jobs.shift();
      if (jobs.length === 0) queues.delete(person);
      turnNow = turns.get(person) ?? turnNow;
      turns.set(person, turnNow + 1);
      // Who waits no more and is not ahead forgets their turns: the map holds waiting people.
      for (const [other, had] of turns)
        if (!queues.has(other) && had <= turnNow) turns.delete(other);
      if (job) void paced.add(job);
    }
  };
  paced.addEventListener('active', feed);
  paced.addEventListener('next', feed);

  return {
    schedule<T>(task: () => Promise<T>, person = DEFAULT_PERSON): Promise<T> {
      const jobs = queues.get(person) ?? [];
      if (jobs.length >= maxQueued) {
        return Promise.reject(
          new ApiHttpError(503, 'The console is busy with other requests. Try again shortly.', {
            headers: { 'Retry-After': '1' },
          }),
        );
      }
      const result = new Promise<T>((resolve, reject) => {
        jobs.push(() => task().then(resolve, reject));
      });
      if (!queues.has(person)) {
        queues.set(person, jobs);
        turns.set(person, Math.max(turns.get(person) ?? 0, turnNow));
      }
      feed();
      return result;
    },
  };
}

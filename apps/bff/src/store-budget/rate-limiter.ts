/**
 * The store's rate limit is shared with its storefront (100 requests/s in production, 25 for a
 * development store), so each BFF process spends only its share: at most `maxInFlight` upstream
 * requests at once and at most `maxPerSecond` in every second as the store sees them: in any
 * sliding second, not on average.
 *
 * When a request reaches the store is not known here. After it starts it may wait in a busy event
 * loop or a connection pool, or on the network, and then arrive together with requests started
 * later: spacing the starts alone let 21 requests reach a store limited to 20 in one second.
 * What is known is that it arrived between its start and its end (no answer comes before its
 * question). So a call holds its place in the rate from its start until `RATE_WINDOW_MS` after
 * its end, and a call starts only while fewer than `maxPerSecond` places are held: any second at
 * the store then sees at most `maxPerSecond` of them, however they were bunched on the way
 * (docs/decisions/033-rate-limit-in-every-second.md). The price is a little throughput: with
 * upstream latency L a steady stream runs at `maxPerSecond` × 1 s / (`RATE_WINDOW_MS` + L).
 *
 * Work beyond that waits, one queue per person, and the queues are served in turn (fair queueing):
 * a person browsing heavily waits behind their own calls, not in front of everyone else's, so a
 * light user's one-call page starts within one turn. Work no person waits on (a background
 * refresh) has its own lane, served in turn like one more person. When a person's queue already
 * holds about two seconds' worth, their next request is refused at once with 503 and
 * `Retry-After`, which the browser waits out; other people's queues are not affected.
 */
import { ApiHttpError } from '../core/errors.ts';

/**
 * How long after its end a call still counts against the rate: one second, and a margin for a
 * store whose clock ticks in whole milliseconds or that counts a request a little after it came.
 */
export const RATE_WINDOW_MS = 1050;

export interface RateLimiterOptions {
  maxInFlight: number;
  maxPerSecond: number;
}

export interface RateLimiter {
  /**
   * Runs `task` when the limits allow and it is `person`'s turn (default: the one person of the
   * no-sign-in mode). A `signal` that aborts while the task still waits takes it out of its
   * queue (its caller gave up); once started, a task runs to its end.
   * @throws ApiHttpError 503 when that person's queue is full; the signal's reason when it
   * aborted first.
   */
  schedule<T>(task: () => Promise<T>, person?: string, signal?: AbortSignal): Promise<T>;
}

/** The one person of the no-sign-in mode, and anyone the caller does not name. */
export const DEFAULT_PERSON = 'anonymous';

/**
 * The calls one person's queue takes before the next is refused: about two seconds' worth.
 * @example personQueueBound({ maxInFlight: 8, maxPerSecond: 7 }) // 14
 */
export function personQueueBound({ maxInFlight, maxPerSecond }: RateLimiterOptions): number {
  return Math.max(2 * maxPerSecond, maxInFlight);
}

/** Starts the task it holds, or answers null when its caller gave up before its turn. */
type Job = () => Promise<unknown> | null;

export function createRateLimiter({ maxInFlight, maxPerSecond }: RateLimiterOptions): RateLimiter {
  const maxQueued = personQueueBound({ maxInFlight, maxPerSecond });
  /** Each waiting person's calls, in the order they were asked for. */
  const queues = new Map<string, Job[]>();
  /**
   * Turns each person has had (fair queueing's virtual time): the next call is the waiting
   * person's with the fewest. Someone starting to wait again starts at the turn being served,
   * so a pause earns no burst that would hold the others up.
   */
  const turns = new Map<string, number>();
  let turnNow = 0;
  let running = 0;
  /** When calls ended (performance.now()), oldest first; those before `head` left the window. */
  let ended: number[] = [];
  let head = 0;
  let wake: ReturnType<typeof setTimeout> | null = null;

  /** Places held in the rate now: calls running, and calls ended less than the window ago. */
  const held = (now: number): number => {
    while (head < ended.length && (ended[head] as number) <= now - RATE_WINDOW_MS) head += 1;
    // A moving head instead of shift(): at high limits the window holds thousands.
    if (head > 1024 && head * 2 > ended.length) {
      ended = ended.slice(head);
      head = 0;
    }
    return running + ended.length - head;
  };

  const nextPerson = (): string | undefined => {
    let chosen: string | undefined;
    let fewest = Number.POSITIVE_INFINITY;
    for (const person of queues.keys()) {
      const had = turns.get(person) ?? turnNow;
      if (had < fewest) [chosen, fewest] = [person, had];
    }
    return chosen;
  };

  const takeTurn = (person: string): Job | undefined => {
    const jobs = queues.get(person) ?? [];
    const job = jobs.shift();
    if (jobs.length === 0) queues.delete(person);
    turnNow = turns.get(person) ?? turnNow;
    turns.set(person, turnNow + 1);
    // Who waits no more and is not ahead forgets their turns: the map holds waiting people.
    for (const [other, had] of turns) if (!queues.has(other) && had <= turnNow) turns.delete(other);
    return job;
  };

  const feed = (): void => {
    while (running < maxInFlight && queues.size > 0) {
      if (held(performance.now()) >= maxPerSecond) {
        // The oldest ended call leaves the window first; with none ended, a running call's end
        // feeds again.
        const oldest = ended[head];
        if (oldest !== undefined && wake === null) {
          wake = setTimeout(
            () => {
              wake = null;
              feed();
            },
            Math.max(0, oldest + RATE_WINDOW_MS - performance.now()),
          );
        }
        return;
      }
      const person = nextPerson();
      if (person === undefined) return;
      const started = takeTurn(person)?.();
      if (!started) continue;
      running += 1;
      void started.finally(() => {
        running -= 1;
        ended.push(performance.now());
        feed();
      });
    }
  };

  return {
    schedule<T>(task: () => Promise<T>, person = DEFAULT_PERSON, signal?: AbortSignal): Promise<T> {
      if (signal?.aborted) return Promise.reject(signal.reason);
      const jobs = queues.get(person) ?? [];
      if (jobs.length >= maxQueued) {
        return Promise.reject(
          new ApiHttpError(503, 'The console is busy with other requests. Try again shortly.', {
            headers: { 'Retry-After': '1' },
          }),
        );
      }
      const result = new Promise<T>((resolve, reject) => {
        const job: Job = () => {
          signal?.removeEventListener('abort', onAbort);
          if (signal?.aborted) {
            reject(signal.reason);
            return null;
          }
          // A task that throws before its first await still ends its call.
          const call = new Promise<T>((answer) => answer(task()));
          call.then(resolve, reject);
          return call.catch(() => undefined);
        };
        // Gave up while waiting in its person's queue: out of it, so the call is never made.
        const onAbort = () => {
          const waiting = queues.get(person);
          const at = waiting?.indexOf(job) ?? -1;
          if (!waiting || at < 0) return;
          waiting.splice(at, 1);
          if (waiting.length === 0) queues.delete(person);
          reject(signal?.reason);
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        jobs.push(job);
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

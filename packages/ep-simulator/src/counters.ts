/**
 * The simulator's counters: what tests read to prove how the code under test used the upstream
 * (how many calls, to which routes, never a write, how many at once and per second). One
 * object, changed in place, so a reference a test holds stays live across `reset()`.
 */
import type { RouteKey } from './fault-targets.ts';
import type { SimulatorCounters } from './types.ts';

/** How many writes `counters.writes` keeps. */
export const WRITE_LOG_SIZE = 500;

/** Fresh counters, all zero. */
export function createCounters(): SimulatorCounters {
  return {
    tokenRequests: 0,
    listRequests: 0,
    getRequests: 0,
    requestsByRoute: {},
    writeRequests: 0,
    writes: [],
    maxInFlight: 0,
    maxPerSecond: 0,
    roundTrips: 0,
  };
}

/** Zeroes `counters` in place. */
export function resetCounters(counters: SimulatorCounters): void {
  counters.tokenRequests = 0;
  counters.listRequests = 0;
  counters.getRequests = 0;
  for (const key of Object.keys(counters.requestsByRoute))
    delete counters.requestsByRoute[key as RouteKey];
  counters.writeRequests = 0;
  counters.writes.length = 0;
  counters.maxInFlight = 0;
  counters.maxPerSecond = 0;
  counters.roundTrips = 0;
}

/** One request that reached `route` (or no known route), before any fault or token check. */
export function countRoute(counters: SimulatorCounters, route: RouteKey | 'unknown'): void {
  counters.requestsByRoute[route] = (counters.requestsByRoute[route] ?? 0) + 1;
  if (route === 'token') counters.tokenRequests++;
  if (route === 'payments.list' || route === 'invoice-payments.list') counters.listRequests++;
}

/** A request that would write: counted and logged, never served. */
export function countWrite(counters: SimulatorCounters, method: string, path: string): void {
  counters.writeRequests++;
  counters.writes.push({ method, path });
  if (counters.writes.length > WRITE_LOG_SIZE) counters.writes.shift();
}

/** One request's place in the chain of round trips (see `TrafficObserver`). */
export interface TrafficTicket {
  depth: number;
  epoch: number;
}

/**
 * Watches concurrency and rate: `maxInFlight` is the most requests open at once, `maxPerSecond`
 * the most arrivals within any 1000 ms window on the simulator's clock (so a test with a fake
 * clock measures its own time). The window slides with every arrival and is closed: arrivals
 * exactly 1000 ms apart count together, so a limit reported as held holds whichever way a store
 * rounds its clock. `roundTrips` is the longest chain of requests each of which arrived after
 * the one before it was answered: how many round trips the caller waited for one after another.
 * Tests count round trips this way rather than timing them.
 */
export class TrafficObserver {
  readonly #counters: SimulatorCounters;
  readonly #now: () => number;
  #inFlight = 0;
  /** Arrival times; those before `#head` have left the window (compacted now and then). */
  #arrivals: number[] = [];
  #head = 0;
  /** The deepest chain among the requests answered so far. */
  #answeredDepth = 0;
  /** Bumped by `reset()`, so a request that arrived before it cannot deepen a chain after it. */
  #epoch = 0;

  constructor(counters: SimulatorCounters, now: () => number) {
    this.#counters = counters;
    this.#now = now;
  }

  /** A request arrived; pass what this returns to `leave()` once it is answered. */
  enter(): TrafficTicket {
    const now = this.#now();
    this.#inFlight++;
    const arrivals = this.#arrivals;
    arrivals.push(now);
    // A moving head instead of shift(): at benchmark rates the window holds thousands.
    while ((arrivals[this.#head] ?? now) < now - 1000) this.#head++;
    const inWindow = arrivals.length - this.#head;
    if (this.#head > 4096 && this.#head > inWindow) {
      this.#arrivals = arrivals.slice(this.#head);
      this.#head = 0;
    }
    const c = this.#counters;
    c.maxInFlight = Math.max(c.maxInFlight, this.#inFlight);
    c.maxPerSecond = Math.max(c.maxPerSecond, inWindow);
    const depth = this.#answeredDepth + 1;
    c.roundTrips = Math.max(c.roundTrips, depth);
    return { depth, epoch: this.#epoch };
  }

  leave(ticket: TrafficTicket): void {
    this.#inFlight--;
    if (ticket.epoch === this.#epoch)
      this.#answeredDepth = Math.max(this.#answeredDepth, ticket.depth);
  }

  /** Forgets past arrivals (the counters' maxima are reset with the counters). */
  reset(): void {
    this.#arrivals = [];
    this.#head = 0;
    this.#answeredDepth = 0;
    this.#epoch++;
  }

  get inFlight(): number {
    return this.#inFlight;
  }
}

/**
 * What the route modules share inside one simulator instance. Routes receive it as a parameter
 * (no module-level state), so several simulators can run side by side in one test process.
 */
import type { FaultQueues } from './faults.ts';
import type { Store } from './store.ts';
import type { TokenStore } from './token-store.ts';
import type { SimulatorCounters } from './types.ts';

export interface SimulatorState {
  clientId: string;
  clientSecret: string;
  tokenTtlSeconds: number;
  pageLength: number;
  realistic: boolean;
  now: () => number;
  tokens: TokenStore;
  faults: FaultQueues;
  counters: SimulatorCounters;
  store: Store;
}

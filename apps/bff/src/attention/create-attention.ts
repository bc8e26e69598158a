/**
 * The attention list a replica serves: shared through the console's database when it has one
 * (shared-snapshot.ts), else kept in this process (attention-snapshot.ts; tests that do not
 * concern the database).
 */
import type { Database } from '../db/database.ts';
import { storeKey } from '../db/store-key.ts';
import {
  type AttentionSnapshot,
  type AttentionSnapshotDeps,
  createAttentionSnapshot,
} from './attention-snapshot.ts';
import { attentionStore } from './attention-store.ts';
import { createSharedSnapshot, type LeaseTimings } from './shared-snapshot.ts';

export function createAttention(
  database: Database | null,
  upstream: { baseUrl: string; clientId: string },
  timings: LeaseTimings | undefined,
  deps: AttentionSnapshotDeps,
): AttentionSnapshot {
  if (!database) return createAttentionSnapshot(deps);
  const store = attentionStore(database.db, storeKey(upstream));
  return createSharedSnapshot({ ...deps, ...timings, store });
}

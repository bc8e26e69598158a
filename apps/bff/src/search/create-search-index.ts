/**
 * The store index a replica searches and keeps in step (docs/search-index.md): only with the
 * console's database; without one, search asks Elastic Path alone, as before the index.
 */
import type { Database } from '../db/database.ts';
import { storeKey } from '../db/store-key.ts';
import { createIndexSearch, type IndexSearch } from './index-search.ts';
import { type IndexStore, indexStore } from './index-store.ts';
import { createIndexSync, type IndexSync, type IndexSyncDeps } from './index-sync.ts';

export interface SearchIndex {
  store: IndexStore;
  search: IndexSearch;
  sync: IndexSync;
}

export function createSearchIndex(
  database: Database | null,
  upstream: { baseUrl: string; clientId: string },
  deps: Omit<IndexSyncDeps, 'store'>,
): SearchIndex | null {
  if (!database) return null;
  const store = indexStore(database.pool, storeKey(upstream), {
    statementTimeout: database.kind === 'server',
  });
  return {
    store,
    search: createIndexSearch(store, deps.log),
    sync: createIndexSync({ ...deps, store }),
  };
}

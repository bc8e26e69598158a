/**
 * `GET /api/search?q=`: what a ticket holds → customers, subscriptions and invoices.
 * `q` is the only parameter, given once; the contract's schema classifies and validates it
 * before anything goes upstream (@pc/contract search-text.ts), and gives the web app's typed
 * client its input type. The audit line records the kind and the ids found, never the text: a
 * search for an email must not put that email in the logs.
 */

import { type SearchQuery, searchRequestSchema } from '@pc/contract';
import { Hono } from 'hono';
import type { AppEnv } from '../core/app-env.ts';
import { ApiHttpError } from '../core/errors.ts';
import type { IndexSearch } from '../search/index-search.ts';
import { foundIds, runSearch } from '../search/run-search.ts';
import type { SearchLimits } from '../store-budget/search-budget.ts';
import { FilterTextError } from '../upstream/filter.ts';
import type { Upstream } from '../upstream/read-resource.ts';
import type { RouteDeps } from './route-deps.ts';
import { queryOf } from './validators.ts';

const searchQuery = queryOf(searchRequestSchema, ['q']);

/** Runs the search; text no filter can carry (found before anything is sent) is a 400 naming q. */
async function searchOrRefuse(
  upstream: Upstream,
  query: SearchQuery,
  now: number,
  bounds: { limits: SearchLimits; signal: AbortSignal; index: IndexSearch | null },
) {
  try {
    return await runSearch(upstream, query, now, bounds);
  } catch (error) {
    // Nobody reads this answer; it is logged as what it is rather than as a bug.
    if (bounds.signal.aborted) {
      throw new ApiHttpError(503, 'The search was abandoned before it finished.', {
        cause: error,
      });
    }
    if (!(error instanceof FilterTextError)) throw error;
    throw new ApiHttpError(400, `q ${error.message}, which Elastic Path cannot search for.`, {
      parameter: 'q',
      cause: error,
    });
  }
}

/**
 * Mounted at `/api/search`; `searchLimits`: what one search may spend upstream; `searchIndex`:
 * the store index, read first (null without a database).
 */
export function searchRoutes({ reader, audit, now, searchLimits, searchIndex }: RouteDeps) {
  return new Hono<AppEnv>().get('/', searchQuery, async (c) => {
    // The request's signal aborts when the browser goes away: the search's waiting calls go too.
    const bounds = { limits: searchLimits, signal: c.req.raw.signal, index: searchIndex };
    const result = await searchOrRefuse(reader, c.req.valid('query').q, now(), bounds);
    const found = foundIds(result);
    c.set(
      'rowsReturned',
      found.customers.length + found.subscriptions.length + found.invoices.length,
    );
    audit.record(c, 'search.performed', found);
    return c.json(result, 200);
  });
}

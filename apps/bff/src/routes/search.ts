/**
 * `GET /api/search?q=` (issue #21): what a ticket holds → customers, subscriptions and invoices.
 * `q` is the only parameter, given once; it is classified and validated before anything goes
 * upstream (navigation/search-query.ts). The audit line records the kind and the ids found,
 * never the text: a search for an email must not put that email in the logs.
 */
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import type { Audit } from '../audit/audit.ts';
import type { AppEnv } from '../core/app-env.ts';
import { ApiHttpError } from '../core/errors.ts';
import { foundIds, runSearch } from '../pages/search.ts';
import { parseSearchQuery, type SearchQuery } from '../pages/search-query.ts';
import { FilterTextError } from '../upstream/filter.ts';
import type { Upstream } from '../upstream/read-resource.ts';
import { onlyQuery, single } from './validators.ts';

const searchQuery = validator('query', (query: Record<string, string | string[]>) => {
  onlyQuery(query, ['q']);
  return parseSearchQuery(single('q', query.q) ?? '');
});

/** Runs the search; text no filter can carry (found before anything is sent) is a 400 naming q. */
async function searchOrRefuse(upstream: Upstream, query: SearchQuery, now: number) {
  try {
    return await runSearch(upstream, query, now);
  } catch (error) {
    if (!(error instanceof FilterTextError)) throw error;
    throw new ApiHttpError(400, `q ${error.message}, which Elastic Path cannot search for.`, {
      parameter: 'q',
      cause: error,
    });
  }
}

export function searchRoutes(upstream: Upstream, audit: Audit, now: () => number) {
  return new Hono<AppEnv>().get('/search', searchQuery, async (c) => {
    const result = await searchOrRefuse(upstream, c.req.valid('query'), now());
    const found = foundIds(result);
    c.set(
      'rowsReturned',
      found.customers.length + found.subscriptions.length + found.invoices.length,
    );
    audit.record(c, 'search.performed', found);
    return c.json(result, 200);
  });
}

/**
 * Why the browser asks: to show a page (`page`) or ahead of a click that may never come
 * (`prefetch`: a hovered or focused link, the next page). The BFF records every response as
 * served with this intent, and only a page's own report (use-report-view.ts) as a view. Browsers
 * forbid `Sec-` headers from `fetch()`, so the console marks it with a header of its own.
 */
import type { QueryMeta } from '@tanstack/react-query';

export type Intent = 'page' | 'prefetch';

/** The header a request carries for its intent; a page's request carries none. */
export function intentHeaders(intent: Intent = 'page'): Record<string, string> {
  return intent === 'prefetch' ? { 'X-Intent': 'prefetch' } : {};
}

/** The intent a query function was started with (its options' `meta`). */
export function intentOf(meta: QueryMeta | undefined): Intent {
  return meta?.intent === 'prefetch' ? 'prefetch' : 'page';
}

/**
 * The same query, fetched as a prefetch: same key and cache entry, the request marked. The page
 * that later shows the entry reads it from the cache and reports its view itself.
 * @example void queryClient.prefetchQuery(asPrefetch(customerQueryOptions(id)))
 */
export function asPrefetch<T extends { meta?: QueryMeta | undefined }>(options: T): T {
  return { ...options, meta: { ...options.meta, intent: 'prefetch' } };
}

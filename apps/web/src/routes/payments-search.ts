/**
 * The payments view's query string, `?offset=&limit=&status=`, as the schema the router runs on
 * every location (`validateSearch`). The router reads numbers as numbers (its search parser is
 * JSON-first), then each key falls back on its own: a value out of range, of the wrong type or
 * unknown becomes the default instead of an error, and on load the router rewrites the address
 * to the canonical form in place.
 *
 * zod/mini rather than zod: the same checks, tree-shaken to a fraction of the bytes in the
 * initial chunk (apps/web/README.md has the figures).
 */
import { MAX_PAGE_OFFSET, PAGE_LIMIT_CHOICES } from '@pc/contract/limits';
import type { SearchMiddleware } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { PAYMENT_STATUSES } from '../lib/status';

export const paymentsSearchSchema = z.object({
  /** Rows skipped, 0…MAX_PAGE_OFFSET; 0 when absent. */
  offset: z.catch(z._default(z.int().check(z.minimum(0), z.maximum(MAX_PAGE_OFFSET)), 0), 0),
  /** A page length the user picked; absent: none is sent and the store's page length applies. */
  limit: z.catch(z.optional(z.literal(PAGE_LIMIT_CHOICES)), undefined),
  /** The status filter of the loaded page; absent: all. */
  status: z.catch(z.optional(z.enum(PAYMENT_STATUSES)), undefined),
});

/** The view's state as the URL holds it, after the fallbacks. */
export type PaymentsSearch = z.output<typeof paymentsSearchSchema>;

/** Values the address leaves out, so that links stay short (`stripSearchParams`). */
export const PAYMENTS_SEARCH_DEFAULTS = { offset: 0 } as const;

/**
 * Every link to the view writes its keys in one order, whichever key a control changed, so one
 * view has one address (and an e2e test can name it).
 */
export const canonicalKeyOrder: SearchMiddleware<PaymentsSearch> = ({ search, next }) => {
  const { offset, limit, status } = next(search);
  return { offset, limit, status };
};

/**
 * The invoice page's query string, `?offset=&limit=&status=&sort=&payment=&from=`, as the schema the
 * router runs on every location (`validateSearch`). Each key falls back on its own: a value out of
 * range, of the wrong type or unknown becomes the default instead of an error, and on load the
 * router rewrites the address to the canonical form in place.
 *
 * zod/mini rather than zod: the same checks, tree-shaken to a fraction of the bytes in the
 * initial chunk (apps/web/README.md has the figures).
 */
import { MAX_PAGE_OFFSET, PAGE_LIMIT_CHOICES, UUID_PATTERN } from '@pc/contract/limits';
import * as z from 'zod/mini';
import { PAYMENT_STATUSES } from '../lib/status';
import { schemaKeyOrder } from './key-order';
import { DEFAULT_SORT, SORT_PARAMS } from './payment-column-ids';

/** A list's address: one of the console's own list paths, with its query (never another site). */
const LIST_ADDRESS = /^\/(attention|my-work)(\?[^#]*)?$/;
const MAX_FROM_LENGTH = 1000;

export const invoiceSearchSchema = z.object({
  /** Rows skipped, 0…MAX_PAGE_OFFSET; 0 when absent. */
  offset: z.catch(z._default(z.int().check(z.minimum(0), z.maximum(MAX_PAGE_OFFSET)), 0), 0),
  /** Rows per page, 10/25/50/100; absent: 25. Nothing above 100, here or in the UI. */
  limit: z.catch(z.optional(z.literal(PAGE_LIMIT_CHOICES)), undefined),
  /** The status filter; absent: all. */
  status: z.catch(z.optional(z.enum(PAYMENT_STATUSES)), undefined),
  /** `column.asc|desc`; absent: newest first. */
  sort: z.catch(z.optional(z.enum(SORT_PARAMS as [string, ...string[]])), undefined),
  /** The payment whose details are open. */
  payment: z.catch(z.optional(z.string().check(z.regex(UUID_PATTERN))), undefined),
  /**
   * The list the invoice was opened from, as its own address (`/attention?owner=me&sort=…` or
   * `/my-work?…`): the page walks that list (next and previous) under the same filters.
   */
  from: z.catch(
    z.optional(z.string().check(z.maxLength(MAX_FROM_LENGTH), z.regex(LIST_ADDRESS))),
    undefined,
  ),
});

/** The page's state as the URL holds it, after the fallbacks. */
export type InvoiceSearch = z.output<typeof invoiceSearchSchema>;

/** Rows per page when the URL names none: the store's usual page length. */
export const DEFAULT_PAGE_LIMIT = 25;

/** Values the address leaves out, so that links stay short (`stripSearchParams`). */
export const INVOICE_SEARCH_DEFAULTS = { offset: 0, sort: DEFAULT_SORT } as const;

/** The page's keys in the schema's order (key-order.ts). */
export const canonicalKeyOrder = schemaKeyOrder<InvoiceSearch>(invoiceSearchSchema);

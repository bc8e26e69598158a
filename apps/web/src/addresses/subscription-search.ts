/**
 * The subscription page's query string, `?offset=&limit=`: where its invoice list starts and the
 * page length picked, with the invoice page's rules (each key falls back to its default alone;
 * 25 rows when none is named) and, as there, its keys always written in one order with the
 * root's (`tz`) last, so one page has one address.
 */
import * as z from 'zod/mini';
import { invoiceSearchSchema } from './invoice-search';
import { schemaKeyOrder } from './key-order';

export const subscriptionSearchSchema = z.pick(invoiceSearchSchema, { offset: true, limit: true });

export type SubscriptionSearch = z.output<typeof subscriptionSearchSchema>;

export const SUBSCRIPTION_SEARCH_DEFAULTS = { offset: 0 } as const;

export const subscriptionKeyOrder = schemaKeyOrder<SubscriptionSearch>(subscriptionSearchSchema);

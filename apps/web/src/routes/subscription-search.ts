/**
 * The subscription page's query string, `?offset=&limit=`: where its invoice list starts and the
 * page length picked, with the payments view's rules (each key falls back to its default alone)
 * and, as there, its keys always written in one order, so one page has one address.
 */
import type { SearchMiddleware } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { paymentsSearchSchema } from './payments-search';

export const subscriptionSearchSchema = z.pick(paymentsSearchSchema, { offset: true, limit: true });

export type SubscriptionSearch = z.output<typeof subscriptionSearchSchema>;

export const SUBSCRIPTION_SEARCH_DEFAULTS = { offset: 0 } as const;

export const subscriptionKeyOrder: SearchMiddleware<SubscriptionSearch> = ({ search, next }) => {
  const { offset, limit } = next(search);
  return { offset, limit };
};

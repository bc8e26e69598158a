/**
 * Query keys and options for the team's records. They read the console's database, never the
 * store, so they may be asked often: the invoice page, the customer page and My work ask again
 * when the window regains focus and every 30 s at rest (the issue asks for colleagues' changes
 * within 60 s), while Query's default for the rest of the console stays "no refetch on focus"
 * (query-client.ts), which would spend the store's rate limit.
 */
import { queryOptions } from '@tanstack/react-query';
import { isApiRequestError } from './api-error';
import { shouldRetry } from './retry-policy';
import { fetchCustomerWork, fetchInvoiceWork, fetchMyWork, fetchStaff } from './team-work-client';

/** Within the 60 s with room for one slow answer. */
export const TEAM_WORK_POLL_MS = 30_000;

/** Asks after a database that was slow to answer (503), beyond the usual retry policy. */
export const MAX_DATABASE_RETRIES = 2;

/**
 * The BFF gives a person's database read 250 ms and answers 503 after that ("try again
 * shortly"); it does not retry, and a read of the console's own database costs the store
 * nothing, so the page asks again twice (1 s, 2 s later) before it says the notes are
 * unavailable. Every other failure follows the console's retry policy (retry-policy.ts).
 */
export function retryTeamRead(failureCount: number, error: Error): boolean {
  if (isApiRequestError(error) && error.status === 503 && error.retryAfterMs === null) {
    return failureCount < MAX_DATABASE_RETRIES;
  }
  return shouldRetry(failureCount, error);
}

/** What makes a team query "live enough": focus and a timer, both free for the store. */
const LIVE = {
  refetchOnWindowFocus: true,
  refetchInterval: TEAM_WORK_POLL_MS,
  staleTime: 5_000,
  retry: retryTeamRead,
} as const;

export const teamWorkKeys = {
  all: () => ['team-work'] as const,
  invoice: (invoiceId: string) => [...teamWorkKeys.all(), 'invoice', invoiceId] as const,
  customer: (customerId: string) => [...teamWorkKeys.all(), 'customer', customerId] as const,
  staff: () => [...teamWorkKeys.all(), 'staff'] as const,
  myWork: () => [...teamWorkKeys.all(), 'my-work'] as const,
};

/** The invoice's case and notes; every entry under `teamWorkKeys.invoice(id)` is that invoice's. */
export const invoiceWorkQueryOptions = (invoiceId: string, customerId: string | null) =>
  queryOptions({
    queryKey: [...teamWorkKeys.invoice(invoiceId), { customerId }] as const,
    queryFn: (context) => fetchInvoiceWork(invoiceId, customerId, context),
    ...LIVE,
  });

export const customerWorkQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: teamWorkKeys.customer(customerId),
    queryFn: (context) => fetchCustomerWork(customerId, context),
    ...LIVE,
  });

export const myWorkQueryOptions = () =>
  queryOptions({
    queryKey: teamWorkKeys.myWork(),
    queryFn: (context) => fetchMyWork(context),
    ...LIVE,
  });

/** Who has signed in changes rarely: a minute is fresh enough for the owner picker. */
export const staffQueryOptions = () =>
  queryOptions({
    queryKey: teamWorkKeys.staff(),
    queryFn: (context) => fetchStaff(context),
    staleTime: 60_000,
  });

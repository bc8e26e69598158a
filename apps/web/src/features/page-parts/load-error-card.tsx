/**
 * A failed request in place of what it would have shown: the BFF's detail (written for people,
 * safe to show) and Retry, unless the answer is final (400: the request itself is wrong; 404).
 * Retry refetches that query alone; rate limits were already retried by the query's policy.
 */
import type { ReactNode, Ref } from 'react';
import { isApiRequestError } from '../../api/api-error';
import { StateCard } from '../../components/state-card';

/** What a TanStack query result offers that this card needs. */
export interface FailedQuery {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export function LoadErrorCard({
  title,
  query,
  finalAction = null,
  level,
  headingRef,
}: {
  title: string;
  query: FailedQuery;
  /** Offered instead of Retry when trying again cannot help. */
  finalAction?: ReactNode;
  level?: 1 | 2;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { error } = query;
  const status = isApiRequestError(error) ? error.status : null;
  const final = status === 400 || status === 404;
  return (
    <StateCard
      title={title}
      tone="error"
      level={level}
      headingRef={headingRef}
      action={
        final ? (
          finalAction
        ) : (
          <button
            type="button"
            className="button button--primary"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            {query.isFetching ? 'Retrying…' : 'Retry'}
          </button>
        )
      }
    >
      <p>{isApiRequestError(error) ? error.detail : 'Something went wrong.'}</p>
    </StateCard>
  );
}

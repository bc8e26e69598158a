/**
 * Query keys of the shell's own requests; each feature's keys sit beside its query options
 * (invoice-queries.ts, lookup-queries.ts), so invalidation and prefetch name what its view reads.
 */
export const queryKeys = {
  appInfo: () => ['app-info'] as const,
  me: () => ['me'] as const,
};

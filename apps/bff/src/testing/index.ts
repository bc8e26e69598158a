/**
 * Test-only exports (`@pc/bff/testing`): a real OpenID Provider for end-to-end sign-in tests; the
 * BFF as a child process and a bounded load, for `pnpm soak`.
 * Kept off the main entry so that importing `AppType` never reaches oidc-provider's types.
 */

// The console's database, for the bench's seeding and the suites that run on both kinds.
export { attentionStore } from '../attention/attention-store.ts';
export { openDatabase } from '../db/database.ts';
export { storeKey } from '../db/store-key.ts';
export { accountRecords, customerRecord, memberRecord } from '../search/index-records.ts';
export { indexStore } from '../search/index-store.ts';
export { type BffProcess, startBffProcess } from './bff-process.ts';
export { type DatabaseKind, databaseKinds } from './database-kinds.ts';
export { freePort, type LoadResult, runLoad } from './load.ts';
export { postgresUnavailable, startPostgresCluster } from './postgres-cluster.ts';
export type {
  TestIdentityProvider,
  TestIdentityProviderOptions,
  TestIdpUser,
} from './test-identity-provider.ts';
// Loads oidc-provider (a devDependency) only when called.
export {
  startTestIdentityProvider,
  TEST_OUTSIDER,
  TEST_SECOND_STAFF,
  TEST_STAFF,
} from './test-identity-provider.ts';
export {
  longestTicket,
  TICKET_WAY_FLOOR,
  type TicketWayCalls,
  walkTicketWay,
} from './ticket-way.ts';

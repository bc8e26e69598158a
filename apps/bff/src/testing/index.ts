/**
 * Test-only exports (`@pc/bff/testing`): a real OpenID Provider for end-to-end sign-in tests; the
 * BFF as a child process and a bounded load, for `pnpm soak`.
 * Kept off the main entry so that importing `AppType` never reaches oidc-provider's types.
 */

export { type BffProcess, startBffProcess } from './bff-process.ts';
export { freePort, type LoadResult, runLoad } from './load.ts';
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

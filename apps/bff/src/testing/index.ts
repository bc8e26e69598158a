/**
 * Test-only exports (`@pc/bff/testing`): a real OpenID Provider for end-to-end sign-in tests.
 * Kept off the main entry so that importing `AppType` never reaches oidc-provider's types.
 */
export type {
  TestIdentityProvider,
  TestIdentityProviderOptions,
  TestIdpUser,
} from './test-identity-provider.ts';
// Loads oidc-provider (a devDependency) only when called.
export {
  startTestIdentityProvider,
  TEST_OUTSIDER,
  TEST_STAFF,
} from './test-identity-provider.ts';

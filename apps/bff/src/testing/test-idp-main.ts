/**
 * Runs the test identity provider on its own: a local demo of AUTH_MODE=oidc, or a Playwright
 * `webServer` entry. Prints the BFF settings that match it.
 *
 *   pnpm --filter @pc/bff exec node src/testing/test-idp-main.ts --port 4020 --app-url http://127.0.0.1:3000
 */
import { parseArgs } from 'node:util';
import { startTestIdentityProvider, TEST_OUTSIDER, TEST_STAFF } from './test-identity-provider.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4020' },
    'app-url': { type: 'string', default: 'http://127.0.0.1:3000' },
  },
});
const appUrl = new URL(values['app-url']).origin;
const idp = await startTestIdentityProvider({
  port: Number(values.port),
  redirectUri: `${appUrl}/auth/callback`,
});

process.stderr.write(
  [
    `Test identity provider at ${idp.issuer}`,
    `  staff:    ${TEST_STAFF.email} / ${TEST_STAFF.password}`,
    `  outsider: ${TEST_OUTSIDER.email} / ${TEST_OUTSIDER.password}`,
    '',
    'Start the BFF with:',
    `  AUTH_MODE=oidc OIDC_ISSUER=${idp.issuer} OIDC_CLIENT_ID=${idp.clientId} \\`,
    `  OIDC_CLIENT_SECRET=${idp.clientSecret} PUBLIC_URL=${appUrl} \\`,
    `  SESSION_SECRET=$(openssl rand -base64 48) STAFF_EMAILS=${TEST_STAFF.email} PORT=${new URL(appUrl).port || 80} pnpm start`,
    '',
  ].join('\n'),
);
const stop = () => {
  idp.close().finally(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

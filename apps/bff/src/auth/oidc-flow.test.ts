/**
 * AUTH_MODE=oidc against a real OpenID Provider (oidc-provider, in process on 127.0.0.1), driven
 * through its login form by a fetch-based browser: nothing in the protocol is mocked.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestBrowser, type TestBrowser } from '../testing/test-browser.ts';
import { createHarness, type Harness, paymentsPath } from '../testing/test-harness.ts';
import {
  startTestIdentityProvider,
  TEST_OUTSIDER,
  TEST_STAFF,
  type TestIdentityProvider,
  type TestIdentityProviderOptions,
  type TestIdpUser,
} from '../testing/test-identity-provider.ts';

const PUBLIC_URL = 'http://127.0.0.1:3999';
const SESSION_SECRET = 'oidc-flow-test-session-secret-0123456789';
const API = { headers: { 'X-CSRF': '1' } };

let idp: TestIdentityProvider | null = null;
let h: Harness;
let browser: TestBrowser;

async function setUp(
  env: Record<string, string> = {},
  idpOptions: Partial<TestIdentityProviderOptions> = {},
) {
  await idp?.close();
  idp = await startTestIdentityProvider({
    redirectUri: `${PUBLIC_URL}/auth/callback`,
    ...idpOptions,
  });
  h = createHarness({
    env: {
      AUTH_MODE: 'oidc',
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: idp.clientSecret,
      PUBLIC_URL,
      SESSION_SECRET,
      STAFF_EMAILS: TEST_STAFF.email,
      ...env,
    },
  });
  browser = createTestBrowser({
    appOrigin: PUBLIC_URL,
    app: (url, init) => h.rawRequest(url, init),
  });
}

beforeEach(() => setUp());
afterEach(async () => {
  await idp?.close();
  idp = null;
});

/** From `/auth/login` through the IdP's form and back; returns where the browser ended up. */
async function signIn(user: TestIdpUser, returnTo = '/') {
  const login = await browser.follow(
    `${PUBLIC_URL}/auth/login?returnTo=${encodeURIComponent(returnTo)}`,
  );
  expect(login.url.startsWith(`${idp?.issuer}/interaction/`)).toBe(true);
  const form = await browser.submitForm(login.url, await login.response.text(), {
    email: user.email,
    password: user.password,
  });
  expect(form.status).toBe(303);
  return browser.follow(new URL(form.headers.get('location') ?? '', login.url).href);
}

const me = () => browser.request(`${PUBLIC_URL}/api/me`, API);
const audits = (msg: string) => h.logs.map((l) => JSON.parse(l)).filter((l) => l.msg === msg);

describe('oidc sign-in', () => {
  it('sends the browser to the IdP with PKCE (S256), state and nonce', async () => {
    const response = await browser.request(`${PUBLIC_URL}/auth/login?returnTo=/x`);
    expect(response.status).toBe(302);
    const url = new URL(response.headers.get('location') ?? '');
    expect(url.origin).toBe(idp?.issuer);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(idp?.clientId);
    expect(q.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/callback`);
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const login = browser.setCookies.find((c) => c.startsWith('__Host-pc-login-')) ?? '';
    expect(login).toMatch(/; Max-Age=600/);
    expect(login).toMatch(/; Path=\//);
    expect(login).toMatch(/; HttpOnly/);
    expect(login).toMatch(/; Secure/);
    expect(login).toMatch(/; SameSite=Lax/);
    // Holds the verifier, but sealed: neither it nor the state can be read from the cookie.
    expect(login).not.toContain(q.get('state'));
  });

  it('signs staff in through the login form and brings them back to the deep link', async () => {
    const deepLink = '/subscriptions/abc/invoices/def?offset=25&limit=50';
    const { url } = await signIn(TEST_STAFF, deepLink);
    expect(url).toBe(`${PUBLIC_URL}${deepLink}`);
    const response = await me();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: TEST_STAFF.name, email: TEST_STAFF.email });

    const session = browser.setCookies.find((c) => c.startsWith('__Host-pc-session=')) ?? '';
    expect(session.split('; ').slice(1).sort()).toEqual(
      ['HttpOnly', 'Max-Age=43200', 'Path=/', 'SameSite=Strict', 'Secure'].sort(),
    );
    expect([...browser.jar.keys()].filter((k) => k.startsWith('__Host-pc-login-'))).toEqual([]);
    expect(audits('auth.signed_in')).toMatchObject([{ user: TEST_STAFF.email, audit: true }]);
  });

  it('passes prompt=login or select_account to the IdP (switching accounts), nothing else', async () => {
    const prompt = async (value: string) => {
      const response = await browser.request(`${PUBLIC_URL}/auth/login?prompt=${value}`);
      return new URL(response.headers.get('location') ?? '').searchParams.get('prompt');
    };
    expect(await prompt('login')).toBe('login');
    expect(await prompt('select_account')).toBe('select_account');
    expect(await prompt('none')).toBeNull();
    expect(await prompt('consent%20login')).toBeNull();
  });

  it('two tabs signing in at once both land where they started', async () => {
    const first = await browser.request(`${PUBLIC_URL}/auth/login?returnTo=/first`);
    const second = await browser.request(`${PUBLIC_URL}/auth/login?returnTo=/second`);
    const login = await browser.follow(first.headers.get('location') ?? '');
    const form = await browser.submitForm(login.url, await login.response.text(), {
      email: TEST_STAFF.email,
      password: TEST_STAFF.password,
    });
    const back = await browser.follow(new URL(form.headers.get('location') ?? '', login.url).href);
    expect(back.url).toBe(`${PUBLIC_URL}/first`);
    // The IdP session exists now: the second tab goes straight through.
    expect((await browser.follow(second.headers.get('location') ?? '')).url).toBe(
      `${PUBLIC_URL}/second`,
    );
  });

  it('refuses a wrong password at the IdP and creates no session', async () => {
    const login = await browser.follow(`${PUBLIC_URL}/auth/login`);
    const form = await browser.submitForm(login.url, await login.response.text(), {
      email: TEST_STAFF.email,
      password: 'wrong',
    });
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('Wrong email or password.');
    expect((await me()).status).toBe(401);
  });

  it('lets staff read payments, and the audit line names them', async () => {
    await signIn(TEST_STAFF);
    const invoice = h.invoiceWith(30);
    const response = await browser.request(
      `${PUBLIC_URL}${paymentsPath(invoice, '?page[offset]=5&page[limit]=10')}`,
      API,
    );
    expect(response.status).toBe(200);
    expect(audits('payments.served')).toEqual([
      expect.objectContaining({
        user: TEST_STAFF.email,
        subscriptionId: invoice.subscriptionId,
        invoiceId: invoice.invoiceId,
        offset: 5,
        limit: 10,
        rows: 10,
        requestId: response.headers.get('x-request-id'),
      }),
    ]);
  });

  it('sends a signed-in outsider to /not-authorized without a session', async () => {
    const { url } = await signIn(TEST_OUTSIDER, '/subscriptions/a/invoices/b');
    expect(url).toBe(`${PUBLIC_URL}/not-authorized`);
    expect(browser.jar.has('__Host-pc-session')).toBe(false);
    expect((await me()).status).toBe(401);
    expect(audits('auth.denied')).toContainEqual(
      expect.objectContaining({
        reason: 'not-on-staff-list',
        user: TEST_OUTSIDER.email,
        status: 403,
      }),
    );
  });

  it('admits by domain and by group, with the groups claim from userinfo', async () => {
    await setUp({
      STAFF_EMAILS: '',
      STAFF_GROUPS: 'payments-staff',
      OIDC_SCOPES: 'openid email profile groups',
    });
    await signIn(TEST_STAFF);
    expect((await me()).status).toBe(200);

    await setUp(
      { STAFF_EMAILS: '', STAFF_EMAIL_DOMAINS: 'elsewhere.test' },
      { claimsInIdToken: true },
    );
    await signIn(TEST_OUTSIDER);
    expect(await (await me()).json()).toEqual({
      name: TEST_OUTSIDER.name,
      email: TEST_OUTSIDER.email,
    });
  });

  it('refuses an address the IdP has not verified', async () => {
    await setUp({}, { users: [{ ...TEST_STAFF, emailVerified: false }] });
    const { url } = await signIn(TEST_STAFF);
    expect(url).toBe(`${PUBLIC_URL}/not-authorized`);
    expect(audits('auth.denied')).toContainEqual(
      expect.objectContaining({ reason: 'no-verified-email' }),
    );
  });

  it('refuses a callback whose state has no login cookie (login CSRF, replay)', async () => {
    const start = await browser.request(`${PUBLIC_URL}/auth/login`);
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state');
    browser.jar.clear();
    const response = await browser.request(`${PUBLIC_URL}/auth/callback?code=x&state=${state}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Sign-in did not complete');
    expect(browser.jar.has('__Host-pc-session')).toBe(false);
  });

  it('refuses a callback carrying an error or a forged code', async () => {
    for (const query of ['error=access_denied', 'code=forged']) {
      const start = await browser.request(`${PUBLIC_URL}/auth/login`);
      const state = new URL(start.headers.get('location') ?? '').searchParams.get('state');
      const response = await browser.request(
        `${PUBLIC_URL}/auth/callback?${query}&state=${state}&iss=${encodeURIComponent(idp?.issuer ?? '')}`,
      );
      expect(response.status).toBe(400);
      expect(browser.jar.has('__Host-pc-session')).toBe(false);
    }
    expect(audits('auth.denied').filter((l) => l.reason === 'sign-in-failed')).toHaveLength(2);
  });

  it('never logs a token, a code or a cookie', async () => {
    await signIn(TEST_STAFF);
    await browser.request(`${PUBLIC_URL}${paymentsPath(h.invoiceWith(1))}`, API);
    const logs = h.logs.join('\n');
    expect(logs).not.toContain(browser.jar.get('__Host-pc-session'));
    expect(logs).not.toContain(SESSION_SECRET);
    expect(logs).not.toContain(idp?.clientSecret);
    expect(logs).not.toMatch(/eyJ[\w-]+\.eyJ/);
    expect(logs).not.toMatch(/code=/);
  });
});

describe('oidc sign-out', () => {
  it('clears the cookie and ends the IdP session through its end-session endpoint', async () => {
    await signIn(TEST_STAFF);
    const response = await browser.request(`${PUBLIC_URL}/api/auth/logout`, {
      method: 'POST',
      ...API,
    });
    expect(response.status).toBe(200);
    const { redirect } = (await response.json()) as { redirect: string };
    const endSession = new URL(redirect);
    expect(endSession.origin).toBe(idp?.issuer);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/`);
    expect(endSession.searchParams.get('id_token_hint')).toMatch(/^eyJ/);
    expect(browser.jar.has('__Host-pc-session')).toBe(false);
    expect((await me()).status).toBe(401);

    const confirm = await browser.follow(redirect);
    const done = await browser.submitForm(confirm.url, await confirm.response.text(), {});
    expect(done.headers.get('location')).toBe(`${PUBLIC_URL}/`);
    // The IdP session is gone: signing in again shows the login form, not an instant redirect back.
    const again = await browser.follow(`${PUBLIC_URL}/auth/login`);
    expect(again.url).toContain('/interaction/');
    expect(audits('auth.signed_out')).toMatchObject([{ user: TEST_STAFF.email }]);
  });

  it('needs the CSRF header', async () => {
    await signIn(TEST_STAFF);
    const response = await browser.request(`${PUBLIC_URL}/api/auth/logout`, { method: 'POST' });
    expect(response.status).toBe(403);
    expect((await me()).status).toBe(200);
  });
});

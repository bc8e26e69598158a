/**
 * What a 401 from the BFF means depends on how staff sign in (`AppInfo.auth`): with OIDC the
 * browser goes to the BFF's sign-in, which brings it back to the same URL; behind an identity
 * proxy only a full reload re-authenticates. The mode arrives with app-info, before any payments
 * call can fail; the QueryClient reads it from its cache when a query or mutation fails with 401
 * (query-client.ts), so every API call acts on a 401 the same way.
 */
import type { AppInfo } from '@pc/contract';
import { NOT_AUTHORIZED_PATH } from '../addresses/paths';

/** The sign-in address that returns to `returnTo` (a same-origin path). */
export function signInUrl(loginUrl: string, returnTo: string, prompt?: 'login'): string {
  const query = new URLSearchParams({ returnTo });
  if (prompt) query.set('prompt', prompt);
  return `${loginUrl}?${query}`;
}

/**
 * Sends the browser to sign in when the BFF said 401. `auth` is what app-info said (undefined
 * while it has not answered). Returns false when it did not (no OIDC, or already on the
 * not-authorized page, where a redirect would loop through the IdP).
 */
export function redirectToSignIn(auth: AppInfo['auth'] | undefined): boolean {
  if (auth?.mode !== 'oidc' || !auth.loginUrl) return false;
  const { pathname, search, hash } = window.location;
  if (pathname === NOT_AUTHORIZED_PATH) return false;
  window.location.assign(signInUrl(auth.loginUrl, `${pathname}${search}${hash}`));
  return true;
}

/**
 * What a 401 from the BFF means depends on how staff sign in (`AppInfo.auth`): with OIDC the
 * browser goes to the BFF's sign-in, which brings it back to the same URL; behind an identity
 * proxy only a full reload re-authenticates. The mode arrives with app-info, before any payments
 * call can fail, and is kept here so every API call can act on a 401 the same way.
 */
import type { AppInfo } from '@pc/contract';
import { NOT_AUTHORIZED_PATH } from '../addresses/paths';

let auth: AppInfo['auth'] | null = null;

export function rememberAuth(info: AppInfo['auth']): void {
  auth = info;
}

/** The sign-in address that returns to `returnTo` (a same-origin path). */
export function signInUrl(loginUrl: string, returnTo: string, prompt?: 'login'): string {
  const query = new URLSearchParams({ returnTo });
  if (prompt) query.set('prompt', prompt);
  return `${loginUrl}?${query}`;
}

/**
 * Sends the browser to sign in when the BFF said 401. Returns false when it did not (no OIDC,
 * or already on the not-authorized page, where a redirect would loop through the IdP).
 */
export function redirectToSignIn(): boolean {
  if (auth?.mode !== 'oidc' || !auth.loginUrl) return false;
  const { pathname, search, hash } = window.location;
  if (pathname === NOT_AUTHORIZED_PATH) return false;
  window.location.assign(signInUrl(auth.loginUrl, `${pathname}${search}${hash}`));
  return true;
}

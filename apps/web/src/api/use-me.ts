/**
 * Who "me" is for the team's records: the signed-in person's email, or `anonymous` when nobody
 * signs in (`AUTH_MODE=none`, the loopback demo, where the BFF writes as that one person). Null
 * while the app does not know yet. /api/me is asked only where people sign in: without sign-in
 * it answers 401, which would send the browser to a sign-in that does not exist.
 */
import { useQuery } from '@tanstack/react-query';
import { appInfoQueryOptions } from './app-info-query';
import { meQueryOptions } from './me-query';

/** The one person of a console without sign-in, as the BFF names them. */
export const ANONYMOUS_EMAIL = 'anonymous';

export function useMyEmail(): string | null {
  const appInfo = useQuery(appInfoQueryOptions());
  const mode = appInfo.data?.auth.mode;
  const me = useQuery({ ...meQueryOptions(), enabled: mode !== undefined && mode !== 'none' });
  if (mode === 'none') return ANONYMOUS_EMAIL;
  return me.data?.email ?? null;
}

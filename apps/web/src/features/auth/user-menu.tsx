/**
 * The signed-in person and a sign-out control, in the top bar. Hidden when nobody signs in
 * (`AUTH_MODE=none`). Sign-out is a POST with the CSRF header; the BFF answers where to go
 * next (the identity provider's sign-out, so its session ends too, or `/`). The person's recent
 * pages are dropped from this browser's storage on the way out.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { signOut } from '../../api/client';
import { meQueryOptions } from '../../api/me-query';
import { dropRecentPages } from '../page-parts/recent-pages-owner';

export function UserMenu() {
  const me = useQuery(meQueryOptions());
  // A mutation, so that a 401 sends the browser to sign in like every other call (query-client.ts).
  const signOutCall = useMutation({ mutationFn: signOut });
  const [signingOut, setSigningOut] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!me.data) return null;
  const { name, email } = me.data;

  return (
    <div className="user-menu">
      <span className="user-menu__who" title={email}>
        <span className="visually-hidden">Signed in as </span>
        {name ?? email}
      </span>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={signingOut}
        onClick={async () => {
          setSigningOut(true);
          setFailed(false);
          try {
            const { redirect } = await signOutCall.mutateAsync();
            // The recent pages name customers: they do not outlast the person's session here.
            dropRecentPages(email);
            window.location.assign(redirect);
          } catch {
            setFailed(true);
            setSigningOut(false);
          }
        }}
      >
        {signingOut ? 'Signing out…' : 'Sign out'}
      </button>
      {failed ? (
        <span className="user-menu__error" role="alert">
          Sign-out failed. Try again.
        </span>
      ) : null}
    </div>
  );
}

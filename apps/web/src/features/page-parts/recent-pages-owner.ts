/**
 * Whose recent-pages list this is. The list names customers and companies, so it is kept per
 * person (one storage key each) and dropped at sign-out: someone signing in next in the same
 * browser never sees another person's list. Without sign-in (AUTH_MODE=none) everyone using the
 * browser is the one person the console knows. Small on purpose: the shell's sign-out imports it.
 */

/** The list written before it was kept per person: whoever it belonged to, it is dropped. */
export const UNOWNED_RECENT_PAGES_KEY = 'payments-console.recent-pages.v1';

/** Everyone, when nobody signs in. */
const ANYONE = 'anyone';

/**
 * The owner of the list shown now: the signed-in person's email (any letter case), `anyone`
 * without sign-in, or null while that is not known yet (nothing is read or written then).
 * @example recentPagesOwner('oidc', 'Ann@Example.com') // 'ann@example.com'
 */
export function recentPagesOwner(
  authMode: 'none' | 'oidc' | 'proxy' | undefined,
  email: string | undefined,
): string | null {
  if (authMode === undefined) return null;
  if (authMode === 'none') return ANYONE;
  return email ? email.toLowerCase() : null;
}

/** Where `owner`'s list is stored. */
export function recentPagesKey(owner: string): string {
  return `payments-console.recent-pages.v2:${encodeURIComponent(owner)}`;
}

/** Drops the person's stored list (sign-out); a browser that refuses storage has none to drop. */
export function dropRecentPages(email: string): void {
  const owner = recentPagesOwner('oidc', email);
  try {
    if (owner) window.localStorage.removeItem(recentPagesKey(owner));
    window.localStorage.removeItem(UNOWNED_RECENT_PAGES_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}

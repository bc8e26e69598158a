/**
 * Where to send the browser after sign-in. Only a path on this origin is accepted, never a URL:
 * `/\evil.example` and `//evil.example` are protocol-relative to browsers, so anything that
 * could leave the origin falls back to `/` (no open redirect).
 */
const MAX_LENGTH = 1024;

/**
 * @example safeReturnTo('/subscriptions/1/invoices/2?offset=25') // same
 * @example safeReturnTo('//evil.example/x') // '/'
 */
export function safeReturnTo(value: string | undefined | null): string {
  if (!value || value.length > MAX_LENGTH) return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  // Browsers read a backslash as a slash; whitespace and control characters have no place here.
  if (value.includes('\\') || [...value].some((ch) => ch <= ' ' || ch === '\u007f')) return '/';
  const base = 'http://return-to.invalid';
  const resolved = new URL(value, base);
  if (resolved.origin !== base) return '/';
  // Dot segments collapse while resolving (`/.//evil.example` → `//evil.example`): check the
  // path that will be sent, not only the one that came in.
  if (resolved.pathname.startsWith('//')) return '/';
  // Back to the sign-in routes would loop.
  if (resolved.pathname.startsWith('/auth/')) return '/';
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/**
 * Who is staff. The same rule serves both modes: an identity provider's claims (oidc) and a
 * proxy's JWT (proxy). Fails closed: no usable email, or an email the issuer says it has not
 * verified, is nobody; a domain matches exactly (`example.com` admits neither
 * `sub.example.com` nor `evil-example.com`).
 */
import type { StaffAllowlist } from './auth-config.ts';

export interface Identity {
  /** Lower case. */
  email: string;
  name: string | null;
  groups: string[];
}

const EMAIL = /^[^@\s]+@[^@\s]+$/;

/** The person in a set of claims, or null when they carry no verified email. */
export function identityFromClaims(
  claims: Record<string, unknown>,
  groupsClaim: string,
): Identity | null {
  const { email, email_verified: verified } = claims;
  if (typeof email !== 'string' || !EMAIL.test(email)) return null;
  // Some issuers (Cognito) send the flag as a string.
  if (verified === false || verified === 'false') return null;
  const rawGroups = claims[groupsClaim];
  const groups = Array.isArray(rawGroups)
    ? rawGroups.filter((g): g is string => typeof g === 'string')
    : [];
  return { email: email.toLowerCase(), name: displayName(claims), groups };
}

function displayName(claims: Record<string, unknown>): string | null {
  if (typeof claims.name === 'string' && claims.name.trim()) return claims.name.trim();
  const parts = [claims.given_name, claims.family_name].filter(
    (p): p is string => typeof p === 'string' && p.trim() !== '',
  );
  return parts.length ? parts.join(' ') : null;
}

/** The groups of `identity` that the allowlist names: what a session keeps to re-check later. */
export function staffGroups(list: StaffAllowlist, identity: Pick<Identity, 'groups'>): string[] {
  return identity.groups.filter((g) => list.groups.includes(g));
}

export function isStaff(list: StaffAllowlist, identity: Omit<Identity, 'name'>): boolean {
  const email = identity.email.toLowerCase();
  const domain = email.slice(email.lastIndexOf('@') + 1);
  return (
    list.emails.includes(email) ||
    list.domains.includes(domain) ||
    staffGroups(list, identity).length > 0
  );
}

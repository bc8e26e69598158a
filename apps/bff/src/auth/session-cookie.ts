/**
 * Stateless sessions: claims sealed into an encrypted, authenticated cookie value (a JWT in JWE
 * compact form, `dir` + A256GCM), so any replica behind any load balancer can read it without a
 * shared store. Each SESSION_SECRET entry yields one key per purpose through HKDF, so a login-state
 * cookie can never be opened as a session. The first secret seals; every secret opens, so a
 * secret is rotated by putting the new one first and dropping the old one a session lifetime later.
 */
import { hkdfSync } from 'node:crypto';
import { EncryptJWT, errors, type JWTPayload, jwtDecrypt } from 'jose';

export type SealPurpose = 'session' | 'login';

export interface Opened {
  claims: JWTPayload;
  /** Sealed with an older secret: re-seal it with the current one. */
  stale: boolean;
}

export interface CookieSealer {
  seal(claims: Record<string, unknown>, ttlSeconds: number): Promise<string>;
  /** Null when the value is tampered with, expired, or sealed with no key we hold. */
  open(value: string): Promise<Opened | null>;
}

/** Far above a real session (~1.5 kB): anything longer is not ours and not worth decrypting. */
const MAX_SEALED_LENGTH = 4096;

function deriveKey(secret: string, purpose: SealPurpose): Uint8Array {
  return new Uint8Array(
    hkdfSync('sha256', secret, 'payments-console', `pc-${purpose}-cookie-v1`, 32),
  );
}

/**
 * @example
 * const sealer = createSealer(['new-secret…', 'old-secret…'], 'session', Date.now);
 * const value = await sealer.seal({ email: 'a@example.com' }, 12 * 3600);
 * (await sealer.open(value))?.claims.email; // 'a@example.com'
 */
export function createSealer(
  secrets: string[],
  purpose: SealPurpose,
  now: () => number,
): CookieSealer {
  const keys = secrets.map((secret) => deriveKey(secret, purpose));
  const [current] = keys;
  if (!current) throw new Error('createSealer needs at least one secret');

  return {
    async seal(claims, ttlSeconds) {
      const iat = Math.floor(now() / 1000);
      return new EncryptJWT(claims)
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt(iat)
        .setExpirationTime(iat + Math.max(1, Math.floor(ttlSeconds)))
        .encrypt(current);
    },
    async open(value) {
      if (!value || value.length > MAX_SEALED_LENGTH) return null;
      for (const [index, key] of keys.entries()) {
        try {
          const { payload } = await jwtDecrypt(value, key, {
            keyManagementAlgorithms: ['dir'],
            contentEncryptionAlgorithms: ['A256GCM'],
            currentDate: new Date(now()),
            requiredClaims: ['iat', 'exp'],
          });
          return { claims: payload, stale: index > 0 };
        } catch (error) {
          // The key fitted but the claims did not (expired): no other key will do better.
          if (error instanceof errors.JWTClaimValidationFailed) return null;
        }
      }
      return null;
    },
  };
}

/**
 * The identity proxy's signing keys, fetched by jose's `createRemoteJWKSet` (shared in-flight
 * fetch, 10 min cache, no refetch within 30 s of a successful one), with one bound jose lacks: a
 * cool-down after a *failed* fetch. jose's cool-down starts only on success, so while the key
 * endpoint is down every token with an unknown key id fetched again (300 requests →
 * 183 fetches). Here a failure starts a cool-down of 2 s doubling to 30 s in which nothing is
 * fetched: keys already held still verify tokens, anything else is "cannot check" (503).
 */
import { createRemoteJWKSet, errors, type JWTVerifyGetKey } from 'jose';

/** Faults of the token itself (401), as opposed to not being able to fetch the keys (503). */
export const TOKEN_FAULTS = new Set([
  'ERR_JWS_INVALID',
  'ERR_JWT_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
]);

const COOL_DOWN_START_MS = 2_000;
const COOL_DOWN_MAX_MS = 30_000;

/** The keys cannot be fetched now; not a fault of the token. */
export class KeysUnavailableError extends Error {
  override name = 'KeysUnavailableError';
}

export function isTokenFault(error: unknown): boolean {
  return error instanceof errors.JOSEError && TOKEN_FAULTS.has(error.code);
}

export function boundedRemoteJwks(
  url: URL,
  options: { now: () => number; onFailure?: (error: unknown, coolDownMs: number) => void },
): JWTVerifyGetKey {
  const remote = createRemoteJWKSet(url, {
    timeoutDuration: 5_000,
    cooldownDuration: 30_000,
    cacheMaxAge: 10 * 60_000,
  });
  let failures = 0;
  let retryAt = 0;

  /** Whether jose can answer from what it holds, without a fetch. */
  function heldKey(kid: string | undefined): boolean {
    if (!kid || !remote.fresh) return false;
    return remote.jwks()?.keys.some((key) => key.kid === kid) ?? false;
  }

  return async (header, token) => {
    if (options.now() < retryAt && !heldKey(header.kid)) {
      throw new KeysUnavailableError('the key endpoint failed recently; not fetching again yet');
    }
    try {
      const key = await remote(header, token);
      failures = 0;
      return key;
    } catch (error) {
      if (isTokenFault(error)) throw error;
      // Callers that shared the one failed fetch count it once.
      if (options.now() >= retryAt) {
        failures += 1;
        const coolDown = Math.min(COOL_DOWN_START_MS * 2 ** (failures - 1), COOL_DOWN_MAX_MS);
        retryAt = options.now() + coolDown;
        options.onFailure?.(error, coolDown);
      }
      throw error;
    }
  };
}

/**
 * Issued access tokens and their expiry. Tokens are random (crypto) so a client cannot guess
 * or reuse one across simulator instances; expiry follows the injected clock so tests can
 * move time instead of waiting.
 */
import { randomBytes } from 'node:crypto';

export interface IssuedToken {
  token: string;
  /** Expiry instant in ms on the store's clock. */
  expiresAtMs: number;
}

/** Prune expired tokens once the map holds this many, so a long bench run stays small. */
const PRUNE_AT = 1_000;

export class TokenStore {
  readonly #tokens = new Map<string, number>();

  private readonly ttlSeconds: number;
  private readonly now: () => number;

  constructor(ttlSeconds: number, now: () => number) {
    this.ttlSeconds = ttlSeconds;
    this.now = now;
  }

  /** Issues a 40-hex-digit token (the form of EP's tokens) valid for the configured TTL. */
  issue(): IssuedToken {
    const now = this.now();
    if (this.#tokens.size >= PRUNE_AT) {
      for (const [token, expiresAtMs] of this.#tokens)
        if (now >= expiresAtMs) this.#tokens.delete(token);
    }
    const token = randomBytes(20).toString('hex');
    const expiresAtMs = now + this.ttlSeconds * 1000;
    this.#tokens.set(token, expiresAtMs);
    return { token, expiresAtMs };
  }

  /** True for a token this store issued that has not expired or been revoked. */
  isValid(token: string): boolean {
    const expiresAtMs = this.#tokens.get(token);
    return expiresAtMs !== undefined && this.now() < expiresAtMs;
  }

  revokeAll(): void {
    this.#tokens.clear();
  }
}

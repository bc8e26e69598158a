/**
 * Served-tokens: the view check without shared memory. With each page's data the BFF signs the
 * view that page will report (person, page, id, the other ids on screen, an expiry) and sends
 * the signature as `X-Served-Token`; the browser sends it back with its view report. Any replica
 * holding the same secret can then check "this was served to this person shortly before",
 * whichever replica served it. The token holds no secret: an HMAC (SHA-256) under a key derived
 * from the configured secret, which never leaves the process.
 *
 * Keys: derived (HKDF) from AUDIT_TOKEN_SECRET, else from SESSION_SECRET; the first signs, all
 * verify (rotation). With neither set, a random key of this process: tokens verify only on the
 * replica that issued them, as the in-memory check does.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PageView } from '@pc/contract';

/** As long as the in-memory check remembers a response (served-memory.ts). */
export const SERVED_TOKEN_TTL_MS = 10 * 60_000;

export interface ServedTokens {
  /** The token for `view`, shown to `person`, valid for the next ten minutes. */
  sign(person: string, view: PageView): string;
  /** True when `token` was signed by a key of ours for exactly this person and view, unexpired. */
  verify(person: string, view: PageView, token: string): boolean;
  /**
   * A served-tag: "invoice `id` is a row of attention snapshot `snapshotId`", for anyone (the
   * token says who was served the snapshot). 96 bits of the HMAC, base64url.
   */
  tag(snapshotId: string, id: string): string;
  /** True when `tag` is ours for this row of this snapshot. */
  verifyTag(snapshotId: string, id: string, tag: string): boolean;
}

function deriveKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'payments-console', 'served-token v1', 32));
}

/** Ids as compared: lower case, each once, in order. */
function canonical(view: PageView): string[] {
  const shown = [...new Set(view.shown.map((id) => id.toLowerCase()))].sort();
  return [view.page, view.id.toLowerCase(), ...shown];
}

function mac(key: Buffer, person: string, view: PageView, expires: string): Buffer {
  return createHmac('sha256', key)
    .update(JSON.stringify([person, expires, ...canonical(view)]))
    .digest();
}

const TAG_BYTES = 12;

function rowTag(key: Buffer, snapshotId: string, id: string): Buffer {
  return createHmac('sha256', key)
    .update(JSON.stringify(['attention-row', snapshotId.toLowerCase(), id.toLowerCase()]))
    .digest()
    .subarray(0, TAG_BYTES);
}

export function createServedTokens(secrets: readonly string[], now: () => number): ServedTokens {
  const keys = secrets.length > 0 ? secrets.map(deriveKey) : [randomBytes(32)];
  const [signingKey] = keys as [Buffer, ...Buffer[]];
  return {
    sign(person, view) {
      const expires = Math.ceil((now() + SERVED_TOKEN_TTL_MS) / 1000).toString(36);
      const signature = mac(signingKey, person, view, expires).toString('base64url');
      return `${view.page}.${view.id.toLowerCase()}.${expires}.${signature}`;
    },
    verify(person, view, token) {
      const [page, id, expires, signature, ...rest] = token.split('.');
      if (rest.length > 0 || !expires || !signature) return false;
      if (page !== view.page || id?.toLowerCase() !== view.id.toLowerCase()) return false;
      if (Number.parseInt(expires, 36) * 1000 <= now()) return false;
      const given = Buffer.from(signature, 'base64url');
      return keys.some((key) => {
        const expected = mac(key, person, view, expires);
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
    },
    tag: (snapshotId, id) => rowTag(signingKey, snapshotId, id).toString('base64url'),
    verifyTag(snapshotId, id, tag) {
      const given = Buffer.from(tag, 'base64url');
      return (
        given.length === TAG_BYTES &&
        keys.some((key) => timingSafeEqual(given, rowTag(key, snapshotId, id)))
      );
    },
  };
}

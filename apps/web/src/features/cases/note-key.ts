/**
 * A typed note's key (decision 045): a random UUID, the same for every try of one text, so the
 * BFF stores the note once however often it is sent. `crypto.randomUUID` exists only in a secure
 * context (HTTPS or localhost); a console served over plain HTTP elsewhere makes one from
 * `getRandomValues`, which every context has.
 */
export function newNoteKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return uuidOf(crypto.getRandomValues(new Uint8Array(16)));
}

/** A version 4 UUID (RFC 9562) of 16 random bytes: the version and variant bits set. */
export function uuidOf(random: Uint8Array): string {
  const bytes = Uint8Array.from(random.subarray(0, 16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Every upstream body is read with a size cap. The largest legitimate answer is a page of 100
 * rows: ~50 kB of payments, a few hundred kB for subscriptions with their plans included. 5 MB
 * is ten times that with room to spare, and small enough that a misbehaving upstream cannot
 * balloon the process: without a cap a 60,000-row answer (29 MB) took the BFF from 119 to
 * 470 MB; with it, at most `maxInFlight` × 5 MB (40 MB by default) is ever held.
 */
export const MAX_UPSTREAM_BODY_BYTES = 5 * 1024 * 1024;

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/** What both transports (the WHATWG `Response` and the undici shim) offer for reading. */
type ChunkSource = AsyncIterable<Uint8Array>;

/**
 * The body as UTF-8 text, refusing it once it passes `maxBytes`: by `Content-Length` before a
 * byte is read, or chunk by chunk for a body of unknown length. Leaving the loop early cancels
 * the stream.
 * @throws BodyTooLargeError
 */
export async function readCappedText(
  response: Response,
  maxBytes = MAX_UPSTREAM_BODY_BYTES,
): Promise<string> {
  const length = response.headers.get('content-length');
  const declared = length === null ? Number.NaN : Number(length);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new BodyTooLargeError(`declared ${declared} bytes`);
  }
  // A declared length within the cap bounds the body by HTTP's own framing: read it the
  // transport's fast way (the hot path's cost is unchanged: docs/performance.md).
  if (Number.isInteger(declared) && declared >= 0) return response.text();
  const body = response.body as unknown as ChunkSource | null;
  if (!body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new BodyTooLargeError(`more than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

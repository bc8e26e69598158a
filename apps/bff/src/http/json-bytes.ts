/**
 * A 200 JSON response whose body is UTF-8 bytes, typed as `c.json`'s for the web app's typed
 * client. Bytes, not `c.json`'s string: Node sends a string body by joining it to the header
 * block and flattening the join on the JS heap, a second copy of every page that the
 * young-generation GC then has to move while the response is being written. Bytes live outside
 * the JS heap (docs/decisions/011-bff-garbage-per-page.md).
 */
import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

export function jsonBytes<T>(
  c: Context,
  body: T,
): Response & TypedResponse<JSONParsed<T>, 200, 'json'> {
  const response: Response = c.body(Buffer.from(JSON.stringify(body)), 200, {
    'Content-Type': 'application/json',
  });
  // Only the type changes: the body is exactly what `c.json(body, 200)` would have sent.
  return response as Response & TypedResponse<JSONParsed<T>, 200, 'json'>;
}

/**
 * The only Elastic Path paths the BFF may read: the templates of the builders in paths.ts
 * (docs/upstream/navigation.md#tokens-and-permissions: the client-credentials token can change the whole store, so
 * read-only is enforced here, by construction). Every id segment must be a UUID; nothing else is interpolated. `UpstreamClient.get` refuses any other
 * path before a request is made, and it can only send GETs.
 */
import { UUID_SOURCE } from '@pc/contract/limits';
import { UPSTREAM_PATHS } from './paths.ts';

/** Path templates under the base address (`…/v2`), one per builder; `{id}` is a UUID. */
export const UPSTREAM_PATH_TEMPLATES = UPSTREAM_PATHS.map((p) => p.template);

const ALLOWED = new RegExp(
  `^(?:${UPSTREAM_PATH_TEMPLATES.map((t) => t.replaceAll('{id}', UUID_SOURCE)).join('|')})$`,
);

/** Query parameters the BFF sends; values are built by the BFF, never taken from the browser. */
const ALLOWED_QUERY = new Set(['page[offset]', 'page[limit]', 'filter', 'include', 'sort']);

/**
 * @example isAllowedUpstream('/subscriptions/invoices/3fa85f64-5717-4562-b3fc-2c963f66afa6', '') // true
 */
export function isAllowedUpstream(path: string, query: string): boolean {
  if (!ALLOWED.test(path)) return false;
  for (const name of new URLSearchParams(query).keys()) if (!ALLOWED_QUERY.has(name)) return false;
  return true;
}

/**
 * Everything the console stores is keyed by the store it came from: the API's base URL and the
 * client id. The simulator's rows are never served for a real store, a second store needs no
 * migration of meaning, and a changed client id (another organisation's store) starts clean.
 */

/** @example storeKey({ baseUrl: 'https://useast.api.elasticpath.com/v2', clientId: 'abc' }) */
export function storeKey(upstream: { baseUrl: string; clientId: string }): string {
  return `${upstream.baseUrl.replace(/\/+$/, '').toLowerCase()}#${upstream.clientId}`;
}

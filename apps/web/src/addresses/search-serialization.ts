/**
 * The address's search params as TanStack Router reads and writes them, except the search text:
 * the default JSON-reads every value, so a search for 6 came back a number and was written
 * JSON-quoted (`/search?q=%226%22`). The text a person typed stays text, written as typed.
 */
import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router';

const parseRest = parseSearchWith(JSON.parse);
const stringifyRest = stringifySearchWith(JSON.stringify, JSON.parse);

/** Params that are always plain text. */
const TEXT_KEYS = ['q'] as const;

/** @example parseSearch('?q=6&offset=25') // { q: '6', offset: 25 } */
export function parseSearch(searchStr: string): Record<string, unknown> {
  const parsed: Record<string, unknown> = parseRest(searchStr);
  const params = new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr);
  for (const key of TEXT_KEYS) {
    const value = params.get(key);
    if (value !== null) parsed[key] = value;
  }
  return parsed;
}

/** @example stringifySearch({ q: '6', offset: 25 }) // '?q=6&offset=25' */
export function stringifySearch(search: Record<string, unknown>): string {
  const text = new URLSearchParams();
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) {
    if ((TEXT_KEYS as readonly string[]).includes(key) && typeof value === 'string') {
      text.set(key, value);
    } else rest[key] = value;
  }
  const others = stringifyRest(rest).replace(/^\?/, '');
  const all = [text.toString(), others].filter(Boolean).join('&');
  return all ? `?${all}` : '';
}

/**
 * A link to a page of this console, pasted into the search box, opens that page without asking
 * the BFF anything: its path already names the object. Any host is accepted (a link copied from
 * another deployment of the console names the same store's ids), but only the console's own path
 * shapes, with UUID ids; anything else is searched as text.
 */
import { isUuid } from '@pc/contract/limits';

/** Collections a console path may name, each followed by one id. */
const FIRST_SEGMENTS = new Set(['customers', 'subscriptions', 'invoices']);
const NESTED_SEGMENTS = new Set(['invoices', 'payments']);
/** Stands in for the host of a root-relative link while parsing. */
const PARSE_BASE = 'http://console.invalid';

/**
 * The in-app address a pasted link names, ids lower-cased and the query string kept (a payments
 * page's offset and filter); null when the text is not a link to a console page.
 *
 * @example consolePathFromLink('https://console.example/customers/3FA85F64-5717-4562-B3FC-2C963F66AFA6')
 * // '/customers/3fa85f64-5717-4562-b3fc-2c963f66afa6'
 * @example consolePathFromLink('/search?q=acme') // '/search?q=acme'
 */
export function consolePathFromLink(text: string): string | null {
  const trimmed = text.trim();
  if (!/^(https?:\/\/|\/(?!\/))/i.test(trimmed) || /\s/.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed, PARSE_BASE);
  } catch {
    return null;
  }
  if (url.pathname === '/search') {
    const q = url.searchParams.get('q');
    return q ? `/search?${new URLSearchParams({ q })}` : null;
  }
  const segments = url.pathname.replace(/\/$/, '').split('/').slice(1);
  if (segments.length === 0 || segments.length % 2 !== 0) return null;
  const parts: string[] = [];
  for (let index = 0; index < segments.length; index += 2) {
    const name = segments[index] ?? '';
    const id = decodeURIComponent(segments[index + 1] ?? '');
    const names = index === 0 ? FIRST_SEGMENTS : NESTED_SEGMENTS;
    if (!names.has(name) || !isUuid(id)) return null;
    parts.push(name, id.toLowerCase());
  }
  return `/${parts.join('/')}${url.search}`;
}

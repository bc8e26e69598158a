/**
 * Elastic Path filter clauses (docs/upstream/navigation.md#filter-grammar), built only here. Free text is always
 * a quoted operand with `\` escaping a nested quote or backslash; ids and booleans go bare. The
 * whole query string is percent-encoded by `URLSearchParams` (a literal `+` becomes `%2B`), so
 * nothing a person types is ever passed raw into a filter.
 */
import { isUuid } from '@pc/contract/limits';

/** Characters no filter can carry: control characters (and `*` where it is a wildcard). */
const CONTROL = /\p{Cc}/u;

export class FilterTextError extends Error {
  override name = 'FilterTextError';
}

/** `"…"` with `\` and `"` escaped. @throws FilterTextError on control characters. */
export function quoted(text: string): string {
  if (CONTROL.test(text)) throw new FilterTextError('contains a control character');
  return `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/** @example eqText('email', 'ron+1@example.com') // 'eq(email,"ron+1@example.com")' */
export function eqText(field: string, text: string): string {
  return `eq(${field},${quoted(text)})`;
}

/** @throws Error when `id` is not a UUID (a bug: ids are validated before they get here). */
export function eqId(field: string, id: string): string {
  if (!isUuid(id)) throw new Error(`eqId: ${field} is not a UUID`);
  return `eq(${field},${id})`;
}

/**
 * `gt(field,id)`: the next page of a keyset walk sorted by that id (docs/upstream/payments-api.md#keyset-paging).
 * @throws Error when `id` is not a UUID (a bug: ids come from Elastic Path's own answers)
 */
export function gtId(field: string, id: string): string {
  if (!isUuid(id)) throw new Error(`gtId: ${field} is not a UUID`);
  return `gt(${field},${id})`;
}

/**
 * `like(field,"*text*")`: contains, case as the store compares it.
 * @throws FilterTextError when the text holds a `*`, which `like` would read as a wildcard.
 */
export function likeContains(field: string, text: string): string {
  if (text.includes('*')) throw new FilterTextError('contains *');
  return `like(${field},${quoted(`*${text}*`)})`;
}

/** A query string: the filter (if any) and the other parameters, percent-encoded. */
export function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) search.set(name, String(value));
  }
  return search.toString();
}

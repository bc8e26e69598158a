/**
 * `/search?q=`: the text as the search box planned it. The router's search parser is JSON-first,
 * so a hand-typed `?q=123` arrives as a number and `?q=true` as a boolean: such values are the
 * text they were written as. Anything else (an object, an array) is no text at all.
 */
export interface SearchParams {
  q: string;
}

export function validateSearchParams(search: Record<string, unknown>): SearchParams {
  const { q } = search;
  if (typeof q === 'string') return { q };
  if (typeof q === 'number' || typeof q === 'boolean' || q === null) return { q: String(q) };
  return { q: '' };
}

/**
 * Every link to a page writes its query's keys in one order, whichever key a control changed, so
 * one view has one address (and a test can name it): the order of the page's schema, the keys it
 * does not name (the root's `tz`) after. The schema lists the keys once; nothing repeats them.
 */
import type { SearchMiddleware } from '@tanstack/react-router';

/** @example search: { middlewares: [schemaKeyOrder(attentionSearchSchema)] } */
export function schemaKeyOrder<S extends object>(schema: {
  shape: { [K in keyof S]: unknown };
}): SearchMiddleware<S> {
  const keys = Object.keys(schema.shape) as (keyof S)[];
  return ({ search, next }) => {
    const given = next(search);
    // The schema's keys first (a key spread again keeps its first place), then the rest.
    return { ...Object.fromEntries(keys.map((key) => [key, given[key]])), ...given };
  };
}

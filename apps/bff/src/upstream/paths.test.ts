import { describe, expect, it } from 'vitest';
import { isAllowedUpstream, UPSTREAM_PATH_TEMPLATES } from './allowlist.ts';
import * as paths from './paths.ts';

const ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

/** Every builder the module exports, whether or not it was listed in `UPSTREAM_PATHS`. */
const builders = Object.entries(paths).flatMap(([name, value]) =>
  typeof value === 'function' && 'template' in value
    ? [{ name, build: value as (...ids: string[]) => string, template: value.template as string }]
    : [],
);

describe('upstream path builders and the allowlist', () => {
  it('finds the builders', () => {
    expect(builders.length).toBeGreaterThan(10);
  });

  it.each(builders)('$name builds its template, and the allowlist admits it', (b) => {
    const ids = Array.from({ length: b.template.split('{id}').length - 1 }, () => ID);
    const path = b.build(...ids);
    expect(path).toBe(b.template.replaceAll('{id}', ID));
    expect(isAllowedUpstream(path, ''), path).toBe(true);
  });

  it('the allowlist has no entry without a builder', () => {
    const built = new Set(builders.map((b) => b.template));
    expect(UPSTREAM_PATH_TEMPLATES.filter((t) => !built.has(t))).toEqual([]);
    expect(new Set(UPSTREAM_PATH_TEMPLATES).size).toBe(UPSTREAM_PATH_TEMPLATES.length);
  });

  it('an id is percent-encoded, so it cannot add a segment', () => {
    expect(paths.invoicePath('../offerings')).toBe('/subscriptions/invoices/..%2Fofferings');
    expect(isAllowedUpstream(paths.invoicePath('../offerings'), '')).toBe(false);
  });
});

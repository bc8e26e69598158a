import { describe, expect, it } from 'vitest';
import { pageLinks, pageMeta, parsePageParams } from './pagination.ts';

const base = 'https://ep.test/v2/x/payments';
const at = (limit: number, offset: number) =>
  `${base}?page%5Blimit%5D=${limit}&page%5Boffset%5D=${offset}`;

describe('pageLinks and pageMeta', () => {
  it.each([
    // [offset, limit, total, last, next, prev, current, pages]
    [0, 25, 0, 0, null, null, 1, 0],
    [0, 25, 25, 0, null, null, 1, 1],
    [25, 25, 50, 25, null, 0, 2, 2],
    [0, 25, 51, 50, 25, null, 1, 3],
    [225, 25, 246, 225, null, 200, 10, 10],
    [5, 10, 246, 240, 15, 0, 1, 25],
  ])(
    'offset %i, limit %i, %i results → last %i, next %s, prev %s, page %i of %i',
    (offset, limit, total, last, next, prev, current, pages) => {
      const links = pageLinks(base, { offset, limit }, total);
      expect(links).toEqual({
        first: at(limit, 0),
        last: at(limit, last),
        next: next === null ? null : at(limit, next),
        prev: prev === null ? null : at(limit, prev),
      });
      expect(pageMeta({ offset, limit }, total)).toEqual({
        page: { limit, offset, current, total: pages },
        results: { total },
      });
    },
  );
});

describe('parsePageParams', () => {
  const parse = (query: string) => parsePageParams(new URLSearchParams(query), 25);

  it('defaults to offset 0 and the store page length', () => {
    expect(parse('')).toEqual({ ok: true, page: { offset: 0, limit: 25 } });
  });

  it('reads raw and percent-encoded brackets alike', () => {
    expect(parse('page[limit]=5&page[offset]=10')).toEqual({
      ok: true,
      page: { offset: 10, limit: 5 },
    });
    expect(parse('page%5Blimit%5D=5&page%5Boffset%5D=10')).toEqual({
      ok: true,
      page: { offset: 10, limit: 5 },
    });
  });

  it.each([
    'page[offset]=+1',
    'page[offset]= 1',
    'page[limit]=0x10',
    'page[limit]=99999999999999999999',
  ])('rejects %s', (query) => {
    expect(parse(query).ok).toBe(false);
  });
});

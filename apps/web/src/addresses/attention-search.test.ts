import { defaultParseSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { attentionSearchSchema } from './attention-search';

function read(search: string) {
  return attentionSearchSchema.parse(defaultParseSearch(search));
}

const DEFAULTS = { sort: 'lastAttempt.desc', offset: 0 };

describe('attentionSearchSchema', () => {
  it('reads state, category, sort, offset and limit', () => {
    expect(read('?state=failing&category=funds&sort=balance.asc&offset=50&limit=50')).toEqual({
      state: 'failing',
      category: 'funds',
      sort: 'balance.asc',
      offset: 50,
      limit: 50,
    });
  });

  it('reads the team’s and the lead’s filters', () => {
    expect(
      read('?owner=me&due=true&case=promise-broken&currency=JPY&lastAttempt=7&sort=balance.desc'),
    ).toEqual({
      ...DEFAULTS,
      owner: 'me',
      due: true,
      case: 'promise-broken',
      currency: 'JPY',
      lastAttempt: 7,
      sort: 'balance.desc',
    });
  });

  it.each([
    '?owner=someone',
    '?due=yes',
    '?case=closed',
    '?currency=eur',
    '?currency=EURO',
    '?lastAttempt=14',
  ])('drops a team or lead filter it does not know: %s', (search) => {
    expect(read(search)).toEqual(DEFAULTS);
  });

  it('is the defaults for an empty query', () => {
    expect(read('')).toEqual(DEFAULTS);
  });

  it.each([
    ['?state=paid', {}],
    ['?state=FAILING', {}],
    ['?category=fraud', {}],
    ['?sort=total.desc', {}],
    ['?sort=balance', {}],
    ['?offset=-5', {}],
    ['?offset=abc', {}],
    ['?limit=30', { limit: undefined }],
  ])('falls back to the default for an unknown value: %s', (search, extra) => {
    expect(read(search)).toEqual({ ...DEFAULTS, ...extra });
  });

  it('keeps the good keys when another one is bad', () => {
    expect(read('?state=nonsense&category=security&sort=nextRetry.asc')).toEqual({
      ...DEFAULTS,
      category: 'security',
      sort: 'nextRetry.asc',
    });
  });
});

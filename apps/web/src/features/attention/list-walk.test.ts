import { describe, expect, it } from 'vitest';
import { listOf } from './list-walk';

describe('listOf', () => {
  it('reads the list’s page, filters and order from its address', () => {
    expect(listOf('/attention?currency=EUR&lastAttempt=7&sort=balance.desc')).toEqual({
      kind: 'all',
      search: { currency: 'EUR', lastAttempt: 7, sort: 'balance.desc', offset: 0 },
      filter: {
        owner: undefined,
        due: undefined,
        case: undefined,
        currency: 'EUR',
        lastAttempt: 7,
      },
    });
  });

  it('asks My work for the reader’s own cases, whatever the address says', () => {
    const list = listOf('/my-work?owner=nobody&due=true');
    expect(list.kind).toBe('my-work');
    expect(list.filter).toMatchObject({ owner: 'me', due: true });
  });

  it('falls back to the whole list for keys it does not know', () => {
    expect(listOf('/attention?sort=nonsense').search).toEqual({
      sort: 'lastAttempt.desc',
      offset: 0,
    });
  });
});

import { defaultParseSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { validateSearchParams } from './search-page-search';

/** What the search page reads for a query string: the router's parser, then the validation. */
const read = (search: string) => validateSearchParams(defaultParseSearch(search));

describe('validateSearchParams', () => {
  it('reads q as the text it was written as, even where the parser saw JSON', () => {
    expect(read('?q=acme')).toEqual({ q: 'acme' });
    expect(read('?q=123')).toEqual({ q: '123' });
    expect(read('?q=true')).toEqual({ q: 'true' });
    expect(read('?q=null')).toEqual({ q: 'null' });
    expect(read('?q=Ron.Swanson%2Bbilling%40Example.com')).toEqual({
      q: 'Ron.Swanson+billing@Example.com',
    });
  });

  it('is no text for an absent q or one that is not a scalar', () => {
    expect(read('')).toEqual({ q: '' });
    expect(read('?q=%5B1%5D')).toEqual({ q: '' });
    expect(read('?q=%7B%7D')).toEqual({ q: '' });
  });
});

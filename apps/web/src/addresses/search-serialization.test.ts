import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-serialization';

describe('search params', () => {
  it('writes a numeric search as typed, not JSON-quoted, and reads it back as text', () => {
    expect(stringifySearch({ q: '6' })).toBe('?q=6');
    expect(parseSearch('?q=6')).toEqual({ q: '6' });
    expect(parseSearch('?q=%226%22')).toEqual({ q: '"6"' });
  });

  it('leaves every other param to the router’s JSON reading', () => {
    expect(stringifySearch({ q: 'Food', offset: 25, tz: 'utc' })).toBe('?q=Food&offset=25&tz=utc');
    expect(parseSearch('?q=true&offset=25')).toEqual({ q: 'true', offset: 25 });
    expect(stringifySearch({})).toBe('');
  });
});

import { defaultParseSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { rootSearchSchema } from './root-search';

const read = (search: string) => rootSearchSchema.parse(defaultParseSearch(search));

describe('rootSearchSchema', () => {
  it('reads tz=utc, and anything else as local', () => {
    expect(read('?tz=utc')).toEqual({ tz: 'utc' });
    for (const search of ['', '?tz=local', '?tz=UTC', '?tz=Europe%2FLondon', '?tz=1', '?tz=']) {
      expect(read(search)).toEqual({});
    }
  });
});

import { describe, expect, it } from 'vitest';
import { parseExactJson } from './exact-json.ts';
import { int64StringSchema, toInt64String, upstreamInt64Schema } from './int64.ts';

const MAX = '9223372036854775807';
const MIN = '-9223372036854775808';

describe('toInt64String', () => {
  it.each([
    ['0', '0'],
    ['-0', '0'],
    ['007', '7'],
    [MAX, MAX],
    [MIN, MIN],
  ])('%s → %s', (input, expected) => expect(toInt64String(input)).toBe(expected));

  it.each(['9223372036854775808', '-9223372036854775809', '1.5', '1e3', '', 'abc', ' 1'])(
    'rejects %j',
    (input) => expect(toInt64String(input)).toBeNull(),
  );
});

describe('upstreamInt64Schema', () => {
  const amountOf = (json: string) =>
    upstreamInt64Schema.safeParse((parseExactJson(`{"a":${json}}`) as { a: unknown }).a);

  it('turns parsed numbers into exact digit strings across the whole range', () => {
    expect(amountOf('1999').data).toBe('1999');
    expect(amountOf('-500').data).toBe('-500');
    expect(amountOf(MAX).data).toBe(MAX);
    expect(amountOf(MIN).data).toBe(MIN);
    expect(amountOf('9007199254740993').data).toBe('9007199254740993');
  });

  it('rejects out-of-range, fractional and non-numeric amounts', () => {
    expect(amountOf('9223372036854775808').success).toBe(false);
    expect(amountOf('-9223372036854775809').success).toBe(false);
    expect(amountOf('19.99').success).toBe(false);
    // Fractions a double would round to a whole number: refused, never turned into one.
    expect(amountOf('100.000000000000001').success).toBe(false);
    expect(amountOf('999999999999999.99999').success).toBe(false);
    expect(amountOf('"1999"').success).toBe(false);
    expect(amountOf('null').success).toBe(false);
  });
});

describe('int64StringSchema', () => {
  it('accepts canonical digit strings only', () => {
    expect(int64StringSchema.safeParse(MAX).success).toBe(true);
    expect(int64StringSchema.safeParse(MIN).success).toBe(true);
    expect(int64StringSchema.safeParse('-0').success).toBe(false);
    expect(int64StringSchema.safeParse('01').success).toBe(false);
    expect(int64StringSchema.safeParse('9223372036854775808').success).toBe(false);
    expect(int64StringSchema.safeParse(1999).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { LosslessNumber, parseExactJson, stringifyExactJson } from './exact-json.ts';

describe('parseExactJson', () => {
  it('keeps int64 max and min digit for digit', () => {
    const parsed = parseExactJson('{"a":9223372036854775807,"b":-9223372036854775808}') as Record<
      string,
      LosslessNumber
    >;
    expect(parsed.a?.toString()).toBe('9223372036854775807');
    expect(parsed.b?.toString()).toBe('-9223372036854775808');
  });

  it('keeps 2^53 + 1, which JSON.parse rounds', () => {
    expect(JSON.parse('9007199254740993')).toBe(9007199254740992);
    const { n } = parseExactJson('{"n":9007199254740993}') as { n: LosslessNumber };
    expect(n.value).toBe('9007199254740993');
  });

  it.each([
    ['an object value', '{"n":9007199254740993}', ['n']],
    ['a value after whitespace', '{"n" : \n\t 9007199254740993}', ['n']],
    ['an array element', '[1,9007199254740993]', [1]],
    ['the first array element', '[ 9007199254740993]', [0]],
    ['a negative value', '{"n":-9007199254740993}', ['n']],
    ['the whole text', ' 9007199254740993', []],
    ['a fraction a double rounds to an integer', '{"n":100.000000000000001}', ['n']],
  ] as const)('keeps every digit of %s', (_where, text, path) => {
    const value = path.reduce<unknown>(
      (at, key) => (at as Record<string | number, unknown>)[key],
      parseExactJson(text),
    );
    expect(value).toBeInstanceOf(LosslessNumber);
    expect((value as LosslessNumber).value).toBe(text.match(/-?[\d.]{16,}/)?.[0]);
  });

  it('takes the exact path for a long digit run inside a string too, and the result is the same', () => {
    expect(parseExactJson('{"ref":"order:12345678901234567","n":5}')).toEqual({
      ref: 'order:12345678901234567',
      n: 5,
    });
  });

  it('returns plain numbers for safe values, on both paths', () => {
    expect(parseExactJson('{"n":1999,"f":0.5}')).toEqual({ n: 1999, f: 0.5 });
    expect(parseExactJson('{"n":1999,"big":12345678901234567}')).toMatchObject({ n: 1999 });
  });

  it('throws SyntaxError on malformed or truncated JSON, on both paths', () => {
    expect(() => parseExactJson('{"data":[')).toThrow(SyntaxError);
    expect(() => parseExactJson('{"n":12345678901234567')).toThrow(SyntaxError);
    expect(() => parseExactJson('<html>')).toThrow(SyntaxError);
  });
});

describe('stringifyExactJson', () => {
  it('writes LosslessNumbers as bare numbers and round-trips', () => {
    const text = stringifyExactJson({ amount: new LosslessNumber('-9223372036854775808') });
    expect(text).toBe('{"amount":-9223372036854775808}');
    const back = parseExactJson(text) as { amount: LosslessNumber };
    expect(back.amount.value).toBe('-9223372036854775808');
  });
});

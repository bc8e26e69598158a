import { describe, expect, it } from 'vitest';
import { createPrng } from './prng.ts';

describe('createPrng', () => {
  it('repeats its stream for the same seed and differs for another', () => {
    const draw = (seed: number) => {
      const rng = createPrng(seed);
      return [rng.next(), rng.int(1, 6), rng.uuid(), rng.chars('abc', 8)];
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('makes well-formed v4 UUIDs with all variant nibbles', () => {
    const rng = createPrng(1);
    const ids = Array.from({ length: 400 }, () => rng.uuid());
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids.map((id) => id[19]))).toEqual(new Set(['8', '9', 'a', 'b']));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps int() within its bounds and reaches both ends', () => {
    const rng = createPrng(3);
    const values = new Set(Array.from({ length: 500 }, () => rng.int(2, 5)));
    expect(values).toEqual(new Set([2, 3, 4, 5]));
  });
});

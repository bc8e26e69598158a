/**
 * A small seeded PRNG so the demo seed is identical on every run and machine: screenshots,
 * e2e assertions and bug reports can all name the same payment ids. Not for anything secret.
 */

/** A deterministic random source (sfc32, seeded through splitmix32). */
export interface Prng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** An RFC 4122 version-4 UUID built from the stream, lower-case. */
  uuid(): string;
  /** `length` characters drawn from `alphabet`. */
  chars(alphabet: string, length: number): string;
}

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/**
 * Creates a PRNG whose stream depends only on `seed`.
 * @example
 * const rng = createPrng(2026);
 * rng.uuid(); // same value on every run
 */
export function createPrng(seed: number): Prng {
  const init = splitmix32(seed);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  const next32 = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  // Warm-up: the first outputs of sfc32 are still close to the seed.
  for (let i = 0; i < 12; i++) next32();

  const next = (): number => next32() / 2 ** 32;
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new RangeError('pick from an empty list');
      return item;
    },
    chance: (p) => next() < p,
    chars: (alphabet, length) => {
      let out = '';
      for (let i = 0; i < length; i++) out += alphabet[int(0, alphabet.length - 1)];
      return out;
    },
    uuid: () => {
      const hex = Array.from({ length: 4 }, () => next32().toString(16).padStart(8, '0')).join('');
      // Version nibble 4 and variant bits 10xx make it a well-formed v4 UUID.
      const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    },
  };
}

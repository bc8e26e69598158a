import { describe, expect, it } from 'vitest';
import { nextRowIndex } from './row-navigation';

describe('nextRowIndex', () => {
  it('starts at the first row going down and at the last going up', () => {
    expect(nextRowIndex(-1, 1, 6)).toBe(0);
    expect(nextRowIndex(-1, -1, 6)).toBe(5);
  });

  it('moves one row and stops at either end', () => {
    expect(nextRowIndex(2, 1, 6)).toBe(3);
    expect(nextRowIndex(2, -1, 6)).toBe(1);
    expect(nextRowIndex(5, 1, 6)).toBe(5);
    expect(nextRowIndex(0, -1, 6)).toBe(0);
  });
});

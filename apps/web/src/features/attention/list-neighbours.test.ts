import { describe, expect, it } from 'vitest';
import { listNeighbours } from './list-neighbours';

describe('listNeighbours', () => {
  const rows = ['a', 'b', 'c'];

  it('names the rows on either side and the place', () => {
    expect(listNeighbours(rows, (row) => row === 'b')).toEqual({
      position: 2,
      total: 3,
      previous: 'a',
      next: 'c',
    });
  });

  it('has no previous at the top and no next at the bottom', () => {
    expect(listNeighbours(rows, (row) => row === 'a')).toMatchObject({ previous: null, next: 'b' });
    expect(listNeighbours(rows, (row) => row === 'c')).toMatchObject({ previous: 'b', next: null });
  });

  it('is null for an invoice the list no longer holds', () => {
    expect(listNeighbours(rows, (row) => row === 'z')).toBeNull();
  });
});

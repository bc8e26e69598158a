import { describe, expect, it } from 'vitest';
import { sortingOf, sortParamOf } from './use-payments-table';

describe('sort in the URL', () => {
  it('reads and writes one column and a direction', () => {
    expect(sortingOf('createdAt.desc')).toEqual([{ id: 'createdAt', desc: true }]);
    expect(sortingOf('amount.asc')).toEqual([{ id: 'amount', desc: false }]);
    expect(sortParamOf([{ id: 'amount', desc: true }])).toBe('amount.desc');
    expect(sortParamOf([{ id: 'gateway', desc: false }])).toBe('gateway.asc');
  });

  it('writes nothing for an unknown column or no sort', () => {
    expect(sortParamOf([{ id: 'nope', desc: true }])).toBeNull();
    expect(sortParamOf([])).toBeNull();
  });
});

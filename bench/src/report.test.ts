import { describe, expect, it } from 'vitest';
import type { BudgetCheck } from './budgets.ts';
import { formatLimit } from './report.ts';

const budget = (over: Partial<BudgetCheck>): BudgetCheck => ({
  id: 'x',
  label: 'x',
  actual: 1,
  comparison: '<=',
  limit: 2,
  unit: 'ms',
  status: 'pass',
  ...over,
});

describe('formatLimit', () => {
  it('prints a guard alone when it has no aim apart from it', () => {
    expect(formatLimit(budget({ comparison: '>=', limit: 1000, unit: 'pages/s' }))).toBe(
      '≥ 1000 pages/s',
    );
  });

  it('prints the aim beside a guard that has room above it', () => {
    expect(formatLimit(budget({ limit: 2, aspiration: 1 }))).toBe('≤ 2 ms (aim ≤ 1 ms)');
    expect(formatLimit(budget({ limit: 130_000, aspiration: 120_000, unit: 'bytes' }))).toBe(
      '≤ 130.0 kB (aim ≤ 120.0 kB)',
    );
  });
});

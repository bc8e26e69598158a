import { describe, expect, it } from 'vitest';
import { allPass, SEARCH_TEXT_API_BUDGET_MS, searchTextBudgets } from './budgets.ts';
import { searchTextSection } from './report.ts';
import type { SearchTextResult } from './search-text.ts';

const measured: SearchTextResult = {
  runs: 20,
  inputs: [
    {
      name: 'the probe',
      length: 7851,
      reading: 'too-long',
      classifyUs: 0.07,
      status: 400,
      apiMedianMs: 1.3,
      apiMaxMs: 9.95,
    },
  ],
  slowestApi: { name: 'the probe', ms: 1.3 },
};

describe('the adversarial search texts’ budget', () => {
  it('is only checked for a run that measured them', () => {
    expect(searchTextBudgets({})).toEqual([]);
    expect(searchTextBudgets({ searchText: measured }).map((c) => c.id)).toEqual([
      'search-text-api',
    ]);
  });

  it('passes at 10 ms for the slowest input, and fails past it', () => {
    const at = (ms: number) => ({ searchText: { ...measured, slowestApi: { name: 'x', ms } } });
    expect(allPass(searchTextBudgets(at(SEARCH_TEXT_API_BUDGET_MS)))).toBe(true);
    expect(allPass(searchTextBudgets(at(SEARCH_TEXT_API_BUDGET_MS + 0.01)))).toBe(false);
  });

  it('reports every input with its reading and both timings', () => {
    expect(searchTextSection({ searchText: measured })).toContain(
      '| the probe | 7,851 | too-long | 0.07 | 400 | 1.30 | 9.95 |',
    );
  });
});

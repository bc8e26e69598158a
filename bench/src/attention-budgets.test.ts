import { describe, expect, it } from 'vitest';
import type { AttentionResult } from './attention.ts';
import { allPass, attentionBudgets } from './budgets.ts';

const measured: AttentionResult = {
  outstanding: 306,
  upstreamLatencyMs: 300,
  limits: { maxPerSecond: 20, maxInFlight: 8, sharePercent: 25 },
  firstRowsMs: 17_000,
  firstRowsCalls: 90,
  firstRowsBoundMs: 19_780,
  pollMs: 1000,
  wholeListMs: 118_000,
  wholeListCalls: 523,
  wholeListBoundMs: 114_945,
  warmPageMs: 12,
  warmBrowserMs: 300,
  runs: 5,
};

describe('the attention list’s budgets', () => {
  it('are only checked for a run that measured the list', () => {
    expect(attentionBudgets({})).toEqual([]);
    expect(attentionBudgets({ attention: measured }).map((c) => c.id)).toEqual([
      'attention-warm',
      'attention-first-rows',
      'attention-first-rows-calls',
      'attention-whole',
    ]);
  });

  it('pass within 2 s warm, the share’s bound (+10 %) to 25 rows (+ the 1 s poll) and to the whole list, and 109 calls to 25 rows; fail past them', () => {
    expect(allPass(attentionBudgets({ attention: measured }))).toBe(true);
    for (const slower of [
      { warmBrowserMs: 2001 },
      { warmBrowserMs: null, warmPageMs: 2001 },
      { firstRowsMs: Math.round(measured.firstRowsBoundMs * 1.1) + 1000 + 1 },
      { firstRowsCalls: 110 },
      { wholeListMs: Math.round(measured.wholeListBoundMs * 1.1) + 1 },
    ])
      expect(allPass(attentionBudgets({ attention: { ...measured, ...slower } }))).toBe(false);
  });
});

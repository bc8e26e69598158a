import type { AttentionPage } from '@pc/contract';
import { describe, expect, it } from 'vitest';
import {
  AT_REST_POLL_MS,
  attentionPollInterval,
  BUILDING_POLL_MS,
  REFRESHING_POLL_MS,
} from './attention-queries';

function page(snapshot: Partial<AttentionPage['snapshot']>): AttentionPage {
  return {
    snapshot: {
      id: '5e1f0c3a-9b2d-4c7e-8f10-2a3b4c5d6e7f',
      status: 'complete',
      asOf: '2026-11-26T09:41:00Z',
      refreshing: false,
      progress: { built: 3, found: 3 },
      problem: null,
      ...snapshot,
    },
    counts: {
      outstanding: 0,
      balances: [],
      retriesExhausted: 0,
      manualPaymentPending: 0,
      awaitingTax: 0,
    },
    rows: [],
    casesUnavailable: false,
    today: '2026-11-26',
    tags: [],
  };
}

describe('attentionPollInterval', () => {
  it('asks often while the first snapshot is built, then less while it is refreshed', () => {
    expect(attentionPollInterval(page({ status: 'building', asOf: null }))).toBe(BUILDING_POLL_MS);
    expect(attentionPollInterval(page({ refreshing: true }))).toBe(REFRESHING_POLL_MS);
    expect(attentionPollInterval(page({}))).toBe(AT_REST_POLL_MS);
    expect(BUILDING_POLL_MS).toBeLessThan(REFRESHING_POLL_MS);
  });

  it('leaves a failed or missing answer to the query retry policy', () => {
    expect(attentionPollInterval(undefined)).toBe(false);
  });
});

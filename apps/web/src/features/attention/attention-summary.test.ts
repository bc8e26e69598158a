import type { AttentionSnapshot } from '@pc/contract';
import { describe, expect, it } from 'vitest';
import { snapshotText } from './attention-summary';

const complete: AttentionSnapshot = {
  id: '5e1f0c3a-9b2d-4c7e-8f10-2a3b4c5d6e7f',
  status: 'complete',
  asOf: '2026-11-26T09:41:07Z',
  refreshing: false,
  progress: { built: 300, found: 300 },
  problem: null,
};

describe('snapshotText', () => {
  it('says when a complete snapshot was taken, and that a refresh runs', () => {
    expect(snapshotText(complete, 'UTC')).toMatch(/^As of 9:41:07\s?AM UTC$|^As of 09:41:07 UTC$/);
    expect(snapshotText({ ...complete, refreshing: true }, 'UTC')).toMatch(/ · refreshing…$/);
  });

  it('counts the invoices read while the first snapshot is built', () => {
    const building = {
      ...complete,
      status: 'building',
      asOf: null,
      progress: { built: 120, found: 300 },
    } as const;
    expect(snapshotText(building, 'UTC')).toBe('Building: 120 of 300 invoices read');
  });
});

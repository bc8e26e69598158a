/** A head start is taken once, by its person, within the hold; then it is gone. */
import { describe, expect, it } from 'vitest';
import { HEAD_START_HOLD_MS, InvoicePageHeadStarts } from './invoice-page-head-starts.ts';

describe('invoice page head starts', () => {
  it('gives the page to the same person once, and to nobody after the hold', async () => {
    const clock = { now: 0 };
    const heads = new InvoicePageHeadStarts(() => clock.now);
    let reads = 0;
    const read = async () => {
      reads += 1;
      return null;
    };
    heads.start('ann@example.com', 'inv-1', read);
    heads.start('ann@example.com', 'inv-1', read);
    expect(reads).toBe(1);
    expect(await heads.take('bob@example.com', 'inv-1')).toBeUndefined();
    expect(await heads.take('ann@example.com', 'inv-1')).toBeNull();
    expect(await heads.take('ann@example.com', 'inv-1')).toBeUndefined();

    heads.start('ann@example.com', 'inv-2', read);
    clock.now += HEAD_START_HOLD_MS + 1;
    expect(await heads.take('ann@example.com', 'inv-2')).toBeUndefined();
  });
});

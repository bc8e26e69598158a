import { describe, expect, it } from 'vitest';
import { tableTimeNotes } from './table-notes';

describe('tableTimeNotes', () => {
  it('names the zone once, however many columns show times', () => {
    expect(tableTimeNotes(['zoned', 'zoned', undefined, 'zoned'], 'UTC')).toEqual([
      'Times in UTC.',
    ]);
    expect(tableTimeNotes(['zoned'], 'America/New_York')).toEqual(['Times in America/New_York.']);
  });

  it('says billing periods are UTC days whatever the zone', () => {
    expect(tableTimeNotes(['utc-days', 'zoned'], 'Europe/Berlin')).toEqual([
      'Times in Europe/Berlin.',
      'Billing periods are calendar days in UTC, last day included.',
    ]);
  });

  it('says nothing for a table without times', () => {
    expect(tableTimeNotes([undefined, undefined], 'UTC')).toEqual([]);
  });

  it('names the zone the cells fall back to when the runtime does not know it', () => {
    expect(tableTimeNotes(['zoned'], 'Mars/Olympus_Mons')).toEqual(['Times in UTC.']);
  });
});

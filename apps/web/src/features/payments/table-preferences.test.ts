import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, hiddenColumnsAfter, parsePreferences } from './table-preferences';

describe('parsePreferences', () => {
  it('hides Job ID and Updated until someone shows them', () => {
    expect(parsePreferences(null)).toEqual(DEFAULT_PREFERENCES);
    expect(DEFAULT_PREFERENCES.hiddenColumns).toEqual(['jobId', 'updatedAt']);
  });

  it('reads what was stored, in column order, keeping Status always shown', () => {
    expect(
      parsePreferences(
        JSON.stringify({ density: 'compact', hiddenColumns: ['paymentId', 'status', 'gateway'] }),
      ),
    ).toEqual({ density: 'compact', hiddenColumns: ['gateway', 'paymentId'] });
    expect(parsePreferences(JSON.stringify({ hiddenColumns: [] })).hiddenColumns).toEqual([]);
  });

  it('falls back key by key for values it does not know', () => {
    expect(parsePreferences('{oops')).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences(JSON.stringify({ density: 'tiny', hiddenColumns: 'all' }))).toEqual(
      DEFAULT_PREFERENCES,
    );
    expect(parsePreferences(JSON.stringify({ hiddenColumns: ['nope'] })).hiddenColumns).toEqual([]);
  });
});

describe('hiddenColumnsAfter', () => {
  it('shows or hides one column, keeping the others and the columns’ order', () => {
    expect(hiddenColumnsAfter(DEFAULT_PREFERENCES, 'jobId', true)).toEqual(['updatedAt']);
    expect(hiddenColumnsAfter(DEFAULT_PREFERENCES, 'gateway', false)).toEqual([
      'gateway',
      'updatedAt',
      'jobId',
    ]);
  });

  it('lets no unknown id into what is stored', () => {
    expect(hiddenColumnsAfter(DEFAULT_PREFERENCES, 'nope', false)).toEqual(['updatedAt', 'jobId']);
  });
});

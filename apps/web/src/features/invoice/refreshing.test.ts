import { describe, expect, it } from 'vitest';
import { isRefreshing } from './refreshing';

const shown = { rows: 6 };

describe('isRefreshing', () => {
  it('is false on a first load: nothing is shown yet', () => {
    expect(isRefreshing([{ data: undefined, isFetching: true }])).toBe(false);
    expect(
      isRefreshing([
        { data: undefined, isFetching: true },
        { data: undefined, isFetching: true, isFetchingNextPage: false },
      ]),
    ).toBe(false);
  });

  it('is false while a shown invoice’s next pages arrive', () => {
    expect(isRefreshing([{ data: shown, isFetching: true, isFetchingNextPage: true }])).toBe(false);
  });

  it('is false while another server page loads behind the one shown', () => {
    expect(isRefreshing([{ data: shown, isFetching: true, isPlaceholderData: true }])).toBe(false);
  });

  it('is true when any read of data already shown runs again', () => {
    expect(isRefreshing([{ data: shown, isFetching: true }])).toBe(true);
    expect(
      isRefreshing([
        { data: shown, isFetching: false },
        { data: shown, isFetching: true, isFetchingNextPage: false },
      ]),
    ).toBe(true);
  });

  it('is false when nothing is being read', () => {
    expect(isRefreshing([{ data: shown, isFetching: false }])).toBe(false);
    expect(isRefreshing([])).toBe(false);
  });
});

/**
 * Whether the page is reading again what it already shows: "Refreshing…" belongs there, not on a
 * first load (nothing is shown yet), not while an invoice's next pages arrive (the progress bar
 * says so) and not while another page of a long invoice loads (the table's bar says so).
 */

/** The parts of a TanStack Query result the answer needs. */
export interface ReadState {
  data: unknown;
  isFetching: boolean;
  /** Infinite queries: the next page of a list already shown is on its way. */
  isFetchingNextPage?: boolean;
  /** Paged queries: the previous page stands in while another loads. */
  isPlaceholderData?: boolean;
}

/**
 * @example isRefreshing([{ data: undefined, isFetching: true }]) // false: a first load
 * @example isRefreshing([{ data: page, isFetching: true }]) // true: Refresh was pressed
 */
export function isRefreshing(reads: ReadState[]): boolean {
  return reads.some(
    (read) =>
      read.isFetching &&
      read.data !== undefined &&
      !read.isFetchingNextPage &&
      !read.isPlaceholderData,
  );
}

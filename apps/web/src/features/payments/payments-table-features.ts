/**
 * The TanStack Table v9 features the payments table registers, and nothing more (each feature is
 * bytes in the bundle): sorting and the status filter work on the loaded page only; faceting
 * gives the per-status counts the filter shows. Paging is the server's, driven by the URL.
 */
import {
  columnFacetingFeature,
  columnFilteringFeature,
  createFacetedRowModel,
  createFacetedUniqueValues,
  createFilteredRowModel,
  createSortedRowModel,
  filterFn_equals,
  metaHelper,
  rowSortingFeature,
  sortFn_alphanumeric,
  tableFeatures,
} from '@tanstack/react-table';

export interface PaymentsColumnMeta {
  /** Numbers right-aligned with tabular figures, as a payments table should. */
  align?: 'end';
  /** Extra class for the header and cells of the column (widths). */
  className?: string;
}

export const paymentsTableFeatures = tableFeatures({
  columnFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  filterFns: { equals: filterFn_equals },
  columnFacetingFeature,
  facetedRowModel: createFacetedRowModel(),
  facetedUniqueValues: createFacetedUniqueValues(),
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric },
  columnMeta: metaHelper<PaymentsColumnMeta>(),
});

export type PaymentsTableFeatures = typeof paymentsTableFeatures;

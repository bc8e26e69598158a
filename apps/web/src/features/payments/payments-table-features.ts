/**
 * The TanStack Table v9 features the payments table registers, and nothing more (each feature is
 * bytes in the bundle): sorting works on the loaded page only; the column-filter state holds the
 * status filter and faceting gives the per-status counts it shows. There is deliberately no
 * filtered row model: the filter hides rows instead of dropping them from the model (see
 * `shownRows` and docs/decisions/006-status-filter-hides-rows.md). Paging is the server's.
 */
import {
  columnFacetingFeature,
  columnFilteringFeature,
  createFacetedRowModel,
  createFacetedUniqueValues,
  createSortedRowModel,
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
  columnFacetingFeature,
  facetedRowModel: createFacetedRowModel(),
  facetedUniqueValues: createFacetedUniqueValues(),
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric },
  columnMeta: metaHelper<PaymentsColumnMeta>(),
});

export type PaymentsTableFeatures = typeof paymentsTableFeatures;

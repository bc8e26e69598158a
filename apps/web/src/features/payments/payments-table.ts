/**
 * What the payments table is made of, in a plain module that the table, its toolbar, status
 * filter, export and row helpers all import (shadcn's `data/schema.ts`), so none of them imports
 * another for a type.
 *
 * The TanStack Table v9 features the payments table registers, and nothing more (each feature is
 * bytes in the bundle): sorting works on the loaded page only; the column-filter state holds the
 * status filter and faceting gives the per-status counts it shows. There is deliberately no
 * filtered row model: the filter hides rows instead of dropping them from the model (see
 * `shownRows` and docs/decisions/006-status-filter-hides-rows.md). Paging is the server's.
 */
import type { Payment } from '@pc/contract';
import {
  columnFacetingFeature,
  columnFilteringFeature,
  createFacetedRowModel,
  createFacetedUniqueValues,
  createSortedRowModel,
  metaHelper,
  type ReactTable,
  type Row,
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

/** The table instance that toolbar, filter and export receive. */
export type PaymentsTable = ReactTable<PaymentsTableFeatures, Payment>;

/** One loaded payment's row. */
export type PaymentRow = Row<PaymentsTableFeatures, Payment>;

/**
 * What the payments table is made of, in a plain module that the table, its toolbar, status
 * filter, export and row helpers all import (shadcn's `data/schema.ts`), so none of them imports
 * another for a type.
 *
 * The TanStack Table v9 features the table registers, and nothing more (each feature is bytes in
 * the chunk): the status filter (column filtering with a filtered row model) and its per-status
 * counts (faceting), sorting by any column, and column visibility for the column chooser. Over a
 * whole invoice (≤ 1,000 payments) all of them cover every payment; over a server page, only that
 * page. Paging is a slice of the sorted, filtered rows (or the server's page), so any offset in
 * the URL works.
 */
import type { Payment } from '@pc/contract';
import {
  type Column,
  columnFacetingFeature,
  columnFilteringFeature,
  columnVisibilityFeature,
  createFacetedRowModel,
  createFacetedUniqueValues,
  createFilteredRowModel,
  createSortedRowModel,
  metaHelper,
  type ReactTable,
  type Row,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
} from '@tanstack/react-table';
import type { DataColumnMeta } from '../../components/data-table/column-meta';

export const paymentsTableFeatures = tableFeatures({
  columnFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  columnFacetingFeature,
  facetedRowModel: createFacetedRowModel(),
  facetedUniqueValues: createFacetedUniqueValues(),
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
  columnVisibilityFeature,
  columnMeta: metaHelper<DataColumnMeta>(),
});

export type PaymentsTableFeatures = typeof paymentsTableFeatures;

/** The table instance that toolbar, filter and export receive. */
export type PaymentsTable = ReactTable<PaymentsTableFeatures, Payment>;

/** One payment's row. */
export type PaymentRow = Row<PaymentsTableFeatures, Payment>;

/** One of the table's columns, as its header sees it. */
export type PaymentColumn = Column<PaymentsTableFeatures, Payment, unknown>;

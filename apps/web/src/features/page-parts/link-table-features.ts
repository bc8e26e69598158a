/**
 * What the lookup pages' tables are made of (search results, a customer's subscriptions and
 * invoices, a subscription's invoices, the attention list), in a plain module the table component
 * and every column file import. TanStack Table v9 with its core alone: the rows come in the BFF's
 * order (newest first) or the URL's, so there is nothing for the table to sort or filter, and
 * nothing more in the bundle. Column meta is the table kit's (components/data-table/).
 */
import { type ColumnDef, metaHelper, type RowData, tableFeatures } from '@tanstack/react-table';
import type { DataColumnMeta } from '../../components/data-table/column-meta';

export const linkTableFeatures = tableFeatures({
  columnMeta: metaHelper<DataColumnMeta>(),
});

export type LinkTableFeatures = typeof linkTableFeatures;

/** A table's columns as `createColumnHelper().columns([...])` returns them. */
// biome-ignore lint/suspicious/noExplicitAny: each column keeps its own value type, as TanStack's helper types them
export type LinkColumns<T extends RowData> = ColumnDef<LinkTableFeatures, T, any>[];

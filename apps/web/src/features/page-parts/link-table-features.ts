/**
 * What the lookup pages' tables are made of (search results, a customer's subscriptions and
 * invoices, a subscription's invoices), in a plain module the table component and every column
 * file import. TanStack Table v9 with its core alone: the rows come in the BFF's order (newest
 * first) and are few, so there is nothing to sort or filter here, and nothing more in the bundle.
 */
import { type ColumnDef, metaHelper, type RowData, tableFeatures } from '@tanstack/react-table';
import type { TimeKind } from '../../lib/table-notes';

export interface LinkColumnMeta {
  /** Amounts right-aligned with tabular figures. */
  align?: 'end';
  /** Extra class for the column's header and cells (widths). */
  className?: string;
  /** What the column's times are, for the caption to say once (lib/table-notes.ts). */
  times?: TimeKind;
}

/** A header's or cell's classes from its column's meta. */
export function cellClassName(meta: LinkColumnMeta | undefined): string | undefined {
  const names = [meta?.className, meta?.align === 'end' ? 'align-end' : ''].filter(Boolean);
  return names.join(' ') || undefined;
}

export const linkTableFeatures = tableFeatures({
  columnMeta: metaHelper<LinkColumnMeta>(),
});

export type LinkTableFeatures = typeof linkTableFeatures;

/** A table's columns as `createColumnHelper().columns([...])` returns them. */
// biome-ignore lint/suspicious/noExplicitAny: each column keeps its own value type, as TanStack's helper types them
export type LinkColumns<T extends RowData> = ColumnDef<LinkTableFeatures, T, any>[];

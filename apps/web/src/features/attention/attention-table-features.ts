/**
 * What the attention list's table is made of, in a plain module its columns, table and page
 * import: TanStack Table v9's row selection (pick rows, assign them in one action) and column
 * visibility (the column chooser, as on the payments table). Filtering, sorting and paging stay
 * the URL's and happen before the rows reach the table (attention-rows.ts), so the export writes
 * exactly the order shown.
 */
import type { AttentionListRow } from '@pc/contract';
import {
  type ColumnDef,
  columnVisibilityFeature,
  metaHelper,
  type ReactTable,
  rowSelectionFeature,
  tableFeatures,
} from '@tanstack/react-table';
import type { DataColumnMeta } from '../../components/data-table/column-meta';
import type { PreferredTable } from '../../components/data-table/table-preferences';

export const attentionTableFeatures = tableFeatures({
  rowSelectionFeature,
  columnVisibilityFeature,
  columnMeta: metaHelper<DataColumnMeta>(),
});

export type AttentionTableFeatures = typeof attentionTableFeatures;
export type AttentionTable = ReactTable<AttentionTableFeatures, AttentionListRow>;

// biome-ignore lint/suspicious/noExplicitAny: each column keeps its own value type, as TanStack's helper types them
export type AttentionColumns = ColumnDef<AttentionTableFeatures, AttentionListRow, any>[];

export const ATTENTION_COLUMN_IDS = [
  'select',
  'customer',
  'company',
  'subscription',
  'invoice',
  'total',
  'balance',
  'attempts',
  'lastAttempt',
  'nextRetry',
  'state',
  'owner',
  'followUp',
  'promise',
  'notes',
] as const;
export type AttentionColumnId = (typeof ATTENTION_COLUMN_IDS)[number];

/** The column chooser's word for each column. */
export const ATTENTION_COLUMN_LABELS: Readonly<Record<AttentionColumnId, string>> = {
  select: 'Select',
  customer: 'Customer',
  company: 'Company',
  subscription: 'Subscription',
  invoice: 'Invoice',
  total: 'Total',
  balance: 'Balance due',
  attempts: 'Attempts',
  lastAttempt: 'Last attempt',
  nextRetry: 'Next retry',
  state: 'State',
  owner: 'Owner',
  followUp: 'Follow-up',
  promise: 'Promise',
  notes: 'Notes',
};

/** The list's density and hidden columns, this browser's (the table kit's preferences). */
export const ATTENTION_TABLE: PreferredTable<AttentionColumnId> = {
  storageKey: 'pc.attention-table',
  columnIds: ATTENTION_COLUMN_IDS,
  defaultHidden: [],
  alwaysShown: ['select', 'invoice'],
};

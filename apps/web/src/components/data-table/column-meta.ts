/**
 * What a column may tell the table kit besides its header and cell, in a plain module every part
 * of the kit and every feature's columns import (shadcn's `data/schema.ts`): the kit reads these
 * and nothing of a feature's own meta.
 */
import type { TimeKind } from './table-notes';

export interface DataColumnMeta {
  /** Numbers right-aligned with tabular figures. */
  align?: 'end';
  /** Extra class for the column's header and cells (widths). */
  className?: string;
  /** The column chooser's word for the column. */
  label?: string;
  /** What the column's times are, for the caption to say once (table-notes.ts). */
  times?: TimeKind;
}

/** A header's or cell's classes from its column's meta. */
export function cellClassName(meta: DataColumnMeta | undefined): string | undefined {
  const names = [meta?.className, meta?.align === 'end' ? 'align-end' : ''].filter(Boolean);
  return names.join(' ') || undefined;
}

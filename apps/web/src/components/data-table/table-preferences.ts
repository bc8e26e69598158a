/**
 * How a person likes a table: row density and hidden columns, remembered in this browser
 * (localStorage) rather than in the URL: they are a reader's taste, not part of what a shared
 * link shows. Each table names its storage key, its columns, the ones hidden until shown and the
 * ones that cannot be hidden; unreadable stored values fall back to the defaults, key by key.
 */
import { useCallback, useState } from 'react';
import type { Density } from './table-options';

export interface TablePreferences<Id extends string = string> {
  density: Density;
  hiddenColumns: readonly Id[];
}

/** What a table's preferences are about. */
export interface PreferredTable<Id extends string> {
  storageKey: string;
  /** Every column, in the table's order. */
  columnIds: readonly Id[];
  defaultHidden: readonly Id[];
  /** Columns the chooser lists but cannot hide (the row's identity). */
  alwaysShown: readonly Id[];
}

export function defaultPreferences<Id extends string>(
  table: PreferredTable<Id>,
): TablePreferences<Id> {
  return { density: 'comfortable', hiddenColumns: table.defaultHidden };
}

/** The stored preferences, each key checked on its own. */
export function parsePreferences<Id extends string>(
  table: PreferredTable<Id>,
  stored: string | null,
): TablePreferences<Id> {
  let value: unknown = null;
  try {
    value = stored ? JSON.parse(stored) : null;
  } catch {
    value = null;
  }
  if (!value || typeof value !== 'object') return defaultPreferences(table);
  const { density, hiddenColumns } = value as Record<string, unknown>;
  return {
    density: density === 'compact' ? 'compact' : 'comfortable',
    hiddenColumns: Array.isArray(hiddenColumns)
      ? table.columnIds.filter(
          (id) => !table.alwaysShown.includes(id) && hiddenColumns.includes(id),
        )
      : table.defaultHidden,
  };
}

function read<Id extends string>(table: PreferredTable<Id>): TablePreferences<Id> {
  try {
    return parsePreferences(table, window.localStorage.getItem(table.storageKey));
  } catch {
    // Storage switched off (private mode, policy): the defaults, every time.
    return defaultPreferences(table);
  }
}

export function useTablePreferences<Id extends string>(
  table: PreferredTable<Id>,
): [TablePreferences<Id>, (change: Partial<TablePreferences<Id>>) => void] {
  const [preferences, setPreferences] = useState(() => read(table));
  const update = useCallback(
    (change: Partial<TablePreferences<Id>>) => {
      setPreferences((current) => {
        const next = { ...current, ...change };
        try {
          window.localStorage.setItem(table.storageKey, JSON.stringify(next));
        } catch {
          // Not remembered, still applied.
        }
        return next;
      });
    },
    [table.storageKey],
  );
  return [preferences, update];
}

/** The hidden columns once the chooser shows (or hides) one, in the columns' order. */
export function hiddenColumnsAfter<Id extends string>(
  table: PreferredTable<Id>,
  preferences: TablePreferences<Id>,
  columnId: string,
  shown: boolean,
): Id[] {
  const hidden = new Set<string>(preferences.hiddenColumns);
  if (shown) hidden.delete(columnId);
  else hidden.add(columnId);
  return table.columnIds.filter((id) => hidden.has(id));
}

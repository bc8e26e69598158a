/**
 * How a person likes the payments table: row density and hidden columns, remembered in this
 * browser (localStorage) rather than in the URL: they are a reader's taste, not part of what a
 * shared link shows. Unreadable stored values fall back to the defaults.
 */
import { useCallback, useState } from 'react';
import {
  DEFAULT_HIDDEN_COLUMNS,
  PAYMENT_COLUMN_IDS,
  type PaymentColumnId,
} from '../../addresses/payment-column-ids';
import type { Density } from '../../components/data-table/table-options';

export interface TablePreferences {
  density: Density;
  hiddenColumns: readonly PaymentColumnId[];
}

const STORAGE_KEY = 'pc.payments-table';

export const DEFAULT_PREFERENCES: TablePreferences = {
  density: 'comfortable',
  hiddenColumns: DEFAULT_HIDDEN_COLUMNS,
};

/** The stored preferences, each key checked on its own. */
export function parsePreferences(stored: string | null): TablePreferences {
  let value: unknown = null;
  try {
    value = stored ? JSON.parse(stored) : null;
  } catch {
    value = null;
  }
  if (!value || typeof value !== 'object') return DEFAULT_PREFERENCES;
  const { density, hiddenColumns } = value as Record<string, unknown>;
  return {
    density: density === 'compact' ? 'compact' : 'comfortable',
    hiddenColumns: Array.isArray(hiddenColumns)
      ? PAYMENT_COLUMN_IDS.filter((id) => id !== 'status' && hiddenColumns.includes(id))
      : DEFAULT_HIDDEN_COLUMNS,
  };
}

function read(): TablePreferences {
  try {
    return parsePreferences(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    // Storage switched off (private mode, policy): the defaults, every time.
    return DEFAULT_PREFERENCES;
  }
}

export function useTablePreferences(): [
  TablePreferences,
  (change: Partial<TablePreferences>) => void,
] {
  const [preferences, setPreferences] = useState(read);
  const update = useCallback((change: Partial<TablePreferences>) => {
    setPreferences((current) => {
      const next = { ...current, ...change };
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Not remembered, still applied.
      }
      return next;
    });
  }, []);
  return [preferences, update];
}

/** The hidden columns once the chooser shows (or hides) one, in the columns' order. */
export function hiddenColumnsAfter(
  preferences: TablePreferences,
  columnId: string,
  shown: boolean,
): PaymentColumnId[] {
  const hidden = new Set<string>(preferences.hiddenColumns);
  if (shown) hidden.delete(columnId);
  else hidden.add(columnId);
  return PAYMENT_COLUMN_IDS.filter((id) => hidden.has(id));
}

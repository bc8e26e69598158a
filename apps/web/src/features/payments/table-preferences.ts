/**
 * The payments table's preferences (the table kit's table-preferences.ts): Job ID and Updated
 * hidden until shown, Status always shown, kept under the key this browser already has.
 */
import {
  DEFAULT_HIDDEN_COLUMNS,
  PAYMENT_COLUMN_IDS,
  type PaymentColumnId,
} from '../../addresses/payment-column-ids';
import {
  defaultPreferences,
  hiddenColumnsAfter as hiddenAfter,
  type PreferredTable,
  parsePreferences as parseStored,
  type TablePreferences,
  useTablePreferences as usePreferences,
} from '../../components/data-table/table-preferences';

const PAYMENTS_TABLE: PreferredTable<PaymentColumnId> = {
  storageKey: 'pc.payments-table',
  columnIds: PAYMENT_COLUMN_IDS,
  defaultHidden: DEFAULT_HIDDEN_COLUMNS,
  alwaysShown: ['status'],
};

export const DEFAULT_PREFERENCES = defaultPreferences(PAYMENTS_TABLE);

export const parsePreferences = (stored: string | null) => parseStored(PAYMENTS_TABLE, stored);

export const useTablePreferences = () => usePreferences(PAYMENTS_TABLE);

export const hiddenColumnsAfter = (
  preferences: TablePreferences<PaymentColumnId>,
  columnId: string,
  shown: boolean,
) => hiddenAfter(PAYMENTS_TABLE, preferences, columnId, shown);

/**
 * Density (comfortable or compact, single-line rows) and the column chooser, in one disclosure
 * beside the exports. Both are this browser's preferences (table-preferences.ts).
 */
import { PAYMENT_COLUMN_IDS, type PaymentColumnId } from '../../addresses/payment-column-ids';
import type { PaymentsTable } from './payments-table';
import type { Density, TablePreferences } from './table-preferences';

export function TableOptions({
  table,
  preferences,
  onChange,
}: {
  table: PaymentsTable;
  preferences: TablePreferences;
  onChange: (change: Partial<TablePreferences>) => void;
}) {
  const hidden = new Set(preferences.hiddenColumns);
  const setHidden = (id: PaymentColumnId, hide: boolean) => {
    const next = new Set(hidden);
    if (hide) next.add(id);
    else next.delete(id);
    onChange({ hiddenColumns: PAYMENT_COLUMN_IDS.filter((columnId) => next.has(columnId)) });
  };
  return (
    <details className="table-options">
      <summary className="button button--secondary">Columns and density</summary>
      <div className="table-options__panel">
        <fieldset className="table-options__group">
          <legend>Density</legend>
          {(['comfortable', 'compact'] as const satisfies readonly Density[]).map((density) => (
            <label key={density} className="check">
              <input
                type="radio"
                name="table-density"
                checked={preferences.density === density}
                onChange={() => onChange({ density })}
              />
              {density === 'compact' ? 'Compact' : 'Comfortable'}
            </label>
          ))}
        </fieldset>
        <fieldset className="table-options__group">
          <legend>Columns</legend>
          {table.getAllLeafColumns().map((column) => (
            <label key={column.id} className="check">
              <input
                type="checkbox"
                checked={column.getIsVisible()}
                disabled={!column.getCanHide()}
                onChange={(event) => setHidden(column.id as PaymentColumnId, !event.target.checked)}
              />
              {column.columnDef.meta?.label ?? column.id}
            </label>
          ))}
        </fieldset>
      </div>
    </details>
  );
}

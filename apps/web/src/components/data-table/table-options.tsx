/**
 * Density (comfortable or compact, single-line rows) and the column chooser, in one disclosure
 * beside a table's exports. What they change is the caller's to keep (the payments table keeps
 * both as this browser's preferences). The choices are drawn only while the disclosure is open:
 * closed, a column's check box would share its name ("State", "Owner") with the page's filters.
 */
import { useState } from 'react';

export type Density = 'comfortable' | 'compact';

/** A column the chooser lists. */
export interface ChoosableColumn {
  id: string;
  label: string;
  shown: boolean;
  /** A column that cannot be hidden is listed, checked and disabled. */
  hideable: boolean;
}

export function TableOptions({
  density,
  columns,
  onDensityChange,
  onShownChange,
}: {
  density: Density;
  columns: readonly ChoosableColumn[];
  onDensityChange: (density: Density) => void;
  onShownChange: (columnId: string, shown: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details className="table-options" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="button button--secondary">Columns and density</summary>
      {open ? (
        <div className="table-options__panel">
          <fieldset className="table-options__group">
            <legend>Density</legend>
            {(['comfortable', 'compact'] as const satisfies readonly Density[]).map((choice) => (
              <label key={choice} className="check">
                <input
                  type="radio"
                  name="table-density"
                  checked={density === choice}
                  onChange={() => onDensityChange(choice)}
                />
                {choice === 'compact' ? 'Compact' : 'Comfortable'}
              </label>
            ))}
          </fieldset>
          <fieldset className="table-options__group">
            <legend>Columns</legend>
            {columns.map((column) => (
              <label key={column.id} className="check">
                <input
                  type="checkbox"
                  checked={column.shown}
                  disabled={!column.hideable}
                  onChange={(event) => onShownChange(column.id, event.target.checked)}
                />
                {column.label}
              </label>
            ))}
          </fieldset>
        </div>
      ) : null}
    </details>
  );
}

/**
 * All / Succeeded / Failed / Pending / Refund as a segmented control of native radios (arrow keys
 * move between them for free), each with its count from the column's facets: over the whole
 * invoice when it is loaded whole, over the loaded page otherwise.
 */
import { PAYMENT_STATUSES, type PaymentStatus, STATUS_LABELS } from '../../lib/status';
import { STATUS_COLUMN_ID } from './payments-columns';
import type { PaymentsTable } from './payments-table';

type Choice = PaymentStatus | 'all';

export function StatusFilter({ table }: { table: PaymentsTable }) {
  const column = table.getColumn(STATUS_COLUMN_ID);
  if (!column) return null;
  // Facets of a column ignore its own filter: the counts stay those of every loaded payment.
  const counts = column.getFacetedUniqueValues();
  const current = (column.getFilterValue() as PaymentStatus | undefined) ?? 'all';
  const total = table.getCoreRowModel().rows.length;
  const choices: { value: Choice; label: string; count: number }[] = [
    { value: 'all', label: 'All', count: total },
    ...PAYMENT_STATUSES.map((status) => ({
      value: status,
      label: STATUS_LABELS[status],
      count: counts.get(status) ?? 0,
    })),
  ];

  return (
    <fieldset className="segmented">
      <legend className="visually-hidden">Filter by status</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="segmented__option" data-status={choice.value}>
          <input
            type="radio"
            name="status-filter"
            value={choice.value}
            checked={current === choice.value}
            onChange={() =>
              column.setFilterValue(choice.value === 'all' ? undefined : choice.value)
            }
          />
          <span className="segmented__label">
            {choice.label}
            <span className="segmented__count">{choice.count}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

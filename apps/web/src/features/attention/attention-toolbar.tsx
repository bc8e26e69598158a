/**
 * Above the table: the state and reason-category filters (each a select whose choice is written
 * to the URL) and Export CSV, which writes every row the filters let through in the order shown,
 * not only this page's.
 */
import type { AttentionRow } from '@pc/contract';
import { ATTENTION_STATE_LABELS, ATTENTION_STATES } from '@pc/contract/attention-state';
import { DECLINE_CATEGORY_LABELS } from '@pc/contract/decline-table';
import { useId } from 'react';
import { type AttentionFilter, DECLINE_CATEGORIES } from '../../addresses/attention-search';
import { DownloadIcon } from '../../components/icons';
import { attentionCsvFilename, buildAttentionCsv } from '../../lib/attention-csv';
import { downloadText } from '../../lib/download';

function FilterSelect<T extends string>({
  label,
  all,
  value,
  choices,
  labels,
  onChange,
}: {
  label: string;
  all: string;
  value: T | undefined;
  choices: readonly T[];
  labels: Readonly<Record<T, string>>;
  onChange: (value: T | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="attention-filter">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="select"
        value={value ?? ''}
        onChange={(event) => {
          const chosen = choices.find((choice) => choice === event.target.value);
          onChange(chosen);
        }}
      >
        <option value="">{all}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labels[choice]}
          </option>
        ))}
      </select>
    </div>
  );
}

export function AttentionToolbar({
  filter,
  rows,
  onFilterChange,
  onExport,
}: {
  filter: AttentionFilter;
  /** Every row the filters let through, in the order shown. */
  rows: readonly AttentionRow[];
  onFilterChange: (filter: AttentionFilter) => void;
  /** Told before the download, for the audit trail. */
  onExport?: (rows: readonly AttentionRow[]) => void;
}) {
  return (
    <div className="toolbar attention-toolbar">
      <FilterSelect
        label="State"
        all="All states"
        value={filter.state}
        choices={ATTENTION_STATES}
        labels={ATTENTION_STATE_LABELS}
        onChange={(state) => onFilterChange({ ...filter, state })}
      />
      <FilterSelect
        label="Reason"
        all="Any reason"
        value={filter.category}
        choices={DECLINE_CATEGORIES}
        labels={DECLINE_CATEGORY_LABELS}
        onChange={(category) => onFilterChange({ ...filter, category })}
      />
      <button
        type="button"
        className="button button--secondary attention-toolbar__export"
        disabled={rows.length === 0}
        onClick={() => {
          onExport?.(rows);
          downloadText(
            buildAttentionCsv(rows),
            attentionCsvFilename(filter),
            'text/csv;charset=utf-8',
          );
        }}
      >
        <DownloadIcon />
        Export CSV
      </button>
    </div>
  );
}

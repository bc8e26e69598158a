/**
 * Above the table: the state and reason-category filters (each a select whose choice is written
 * to the URL) and Export CSV, which writes every row the filters let through in the order shown,
 * not only this page's. The export is reported to the audit trail first (how many rows under
 * which filters, never the contents), as the payments export is; a failed report does not stop
 * the download.
 */
import type { AttentionExportReport, AttentionRow } from '@pc/contract';
import { ATTENTION_STATE_LABELS, ATTENTION_STATES } from '@pc/contract/attention-state';
import { DECLINE_CATEGORIES, DECLINE_CATEGORY_LABELS } from '@pc/contract/decline-table';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import type { AttentionFilter } from '../../addresses/attention-search';
import { reportAttentionExport } from '../../api/attention-queries';
import { downloadText } from '../../components/download';
import { DownloadIcon } from '../../components/icons';
import { attentionCsvFilename, buildAttentionCsv } from './attention-csv';

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
  report,
}: {
  filter: AttentionFilter;
  /** Every row the filters let through, in the order shown. */
  rows: readonly AttentionRow[];
  onFilterChange: (filter: AttentionFilter) => void;
  /** What the audit line says besides the filters and the row count. */
  report: Pick<AttentionExportReport, 'sort' | 'asOf'>;
}) {
  // A mutation, so that a 401 sends the browser to sign in like every other call.
  const audit = useMutation({ mutationFn: reportAttentionExport });
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
          audit.mutate({
            ...report,
            rows: rows.length,
            state: filter.state ?? null,
            category: filter.category ?? null,
          });
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

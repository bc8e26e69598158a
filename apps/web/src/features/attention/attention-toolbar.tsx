/**
 * Above the table: the filters (state, reason; the team's: owner, follow-up due, the case's
 * state; the lead's: currency and the last attempt's date), each written to the URL; the column
 * chooser and density; and Export CSV, which writes every row the filters let through in the
 * order shown, not only this page's. The export is reported to the audit trail first (how many
 * rows under which filters, never the contents), as the payments export is; a failed report does
 * not stop the download.
 */
import type { AttentionExportReport, AttentionListRow } from '@pc/contract';
import { ATTENTION_STATE_LABELS, ATTENTION_STATES } from '@pc/contract/attention-state';
import { DECLINE_CATEGORIES, DECLINE_CATEGORY_LABELS } from '@pc/contract/decline-table';
import { CASE_STATE_LABELS, CASE_STATES } from '@pc/contract/team-work/case-state';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import type { AttentionFilter } from '../../addresses/attention-search';
import { attentionQueryOf, reportAttentionExport } from '../../api/attention-queries';
import { downloadText } from '../../components/download';
import { DownloadIcon } from '../../components/icons';
import { attentionCsvFilename, buildAttentionCsv } from './attention-csv';
import { FilterSelect } from './filter-select';

const OWNER_LABELS = { me: 'Mine', nobody: 'Unassigned' } as const;

/** The team's and the lead's filters in force, as the audit report names them; null for none. */
function teamFilterReport(filter: AttentionFilter) {
  const entries = Object.entries(attentionQueryOf(filter)).filter(
    ([, value]) => value !== undefined,
  );
  return entries.length === 0 ? null : Object.fromEntries(entries);
}
const LAST_ATTEMPT_LABELS = { '7': 'Last 7 days', '30': 'Last 30 days' } as const;

function DueFilter({ due, onChange }: { due: boolean; onChange: (due: boolean) => void }) {
  const id = useId();
  return (
    <div className="attention-filter attention-filter--check">
      <input
        id={id}
        type="checkbox"
        checked={due}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>Follow-up due</label>
    </div>
  );
}

export function AttentionToolbar({
  filter,
  rows,
  currencies,
  ownerFixed = false,
  onFilterChange,
  report,
  options,
}: {
  filter: AttentionFilter;
  /** Every row the filters let through, in the order shown. */
  rows: readonly AttentionListRow[];
  /** The currencies the list's balances are in, for the currency filter. */
  currencies: readonly string[];
  /** My work: the owner is the reader, not a choice. */
  ownerFixed?: boolean;
  onFilterChange: (filter: AttentionFilter) => void;
  /** What the audit line says besides the filters and the row count. */
  report: Pick<AttentionExportReport, 'sort' | 'asOf'>;
  /** The column chooser and density (the table kit's TableOptions). */
  options: React.ReactNode;
}) {
  // A mutation, so that a 401 sends the browser to sign in like every other call.
  const audit = useMutation({ mutationFn: reportAttentionExport });
  const change = (next: Partial<AttentionFilter>) => onFilterChange({ ...filter, ...next });
  const currencyLabels = Object.fromEntries(currencies.map((code) => [code, code]));
  return (
    <div className="toolbar attention-toolbar">
      <FilterSelect
        label="State"
        all="All states"
        value={filter.state}
        choices={ATTENTION_STATES}
        labels={ATTENTION_STATE_LABELS}
        onChange={(state) => change({ state })}
      />
      <FilterSelect
        label="Reason"
        all="Any reason"
        value={filter.category}
        choices={DECLINE_CATEGORIES}
        labels={DECLINE_CATEGORY_LABELS}
        onChange={(category) => change({ category })}
      />
      {ownerFixed ? null : (
        <FilterSelect
          label="Owner"
          all="Anyone"
          value={filter.owner}
          choices={['me', 'nobody'] as const}
          labels={OWNER_LABELS}
          onChange={(owner) => change({ owner })}
        />
      )}
      <FilterSelect
        label="Case"
        all="Any case"
        value={filter.case}
        choices={CASE_STATES}
        labels={CASE_STATE_LABELS}
        onChange={(state) => change({ case: state })}
      />
      <DueFilter due={filter.due === true} onChange={(due) => change({ due: due || undefined })} />
      <FilterSelect
        label="Currency"
        all="Any currency"
        value={filter.currency}
        choices={currencies}
        labels={currencyLabels}
        onChange={(currency) => change({ currency })}
      />
      <FilterSelect
        label="Last attempt"
        all="Any time"
        value={filter.lastAttempt === undefined ? undefined : String(filter.lastAttempt)}
        choices={['7', '30'] as const}
        labels={LAST_ATTEMPT_LABELS}
        onChange={(days) =>
          change({ lastAttempt: days === undefined ? undefined : days === '7' ? 7 : 30 })
        }
      />
      {options}
      <button
        type="button"
        className="button button--secondary attention-toolbar__export"
        disabled={rows.length === 0}
        onClick={() => {
          const team = teamFilterReport(filter);
          audit.mutate({
            ...report,
            rows: rows.length,
            state: filter.state ?? null,
            category: filter.category ?? null,
            ...(team ? { team } : {}),
          });
          downloadText(
            buildAttentionCsv(rows, window.location.origin),
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

/**
 * The attention list's columns (shadcn's `columns.tsx`): who, what, which invoice, how much, how
 * the attempts stand, the last attempt and its decline category, the next retry relative to now,
 * and the state. The table core alone (link-table-features.ts): filtering, sorting and paging are
 * the URL's and happen before the rows reach the table (attention-rows.ts), so the export
 * writes exactly the order shown.
 */

import type { AttentionListRow, AttentionRow } from '@pc/contract';
import { ATTENTION_STATE_LABELS, type AttentionState } from '@pc/contract/attention-state';
import { shownReason } from '@pc/contract/decline-reasons';
import { DECLINE_CATEGORY_LABELS } from '@pc/contract/decline-table';
import { nextRetryWording } from '@pc/contract/next-retry-wording';
import { NO_RETRY_SENTENCE, NO_RETRY_SHORT } from '@pc/contract/retry-blockers';
import { createColumnHelper } from '@tanstack/react-table';
import type { AttentionSortKey } from '../../addresses/attention-search';
import { Absent } from '../../components/absent';
import { StatusBadge } from '../../components/data-table/status-badge';
import { InvoiceName, InvoicePeriod } from '../page-parts/invoice-columns';
import { CustomerLink, SubscriptionLink } from '../page-parts/object-links';
import { TimeText } from '../page-parts/time-text';
import { MoneyText } from '../page-parts/value-cells';
import { caseColumns } from './attention-case-columns';
import type { AttentionColumns, AttentionTableFeatures } from './attention-table-features';

const column = createColumnHelper<AttentionTableFeatures, AttentionListRow>();

const STATE_TONE: Readonly<Record<AttentionState, string>> = {
  'retries-exhausted': 'danger',
  failing: 'pending',
  'manual-payment-pending': 'refund',
  'awaiting-tax': 'neutral',
  'not-yet-attempted': 'neutral',
};

/** `2 attempts · 1 retry left`; a `+` when the invoice has more payments than were read. */
export function attemptsText(row: AttentionRow): string {
  const count = `${row.attempts}${row.attemptsComplete ? '' : '+'}`;
  const head = `${count} ${row.attempts === 1 && row.attemptsComplete ? 'attempt' : 'attempts'}`;
  const { retries } = row;
  if (retries.kind === 'no-retry') return `${head} · ${NO_RETRY_SHORT[retries.reason]}`;
  return `${head} · ${retries.count} ${retries.count === 1 ? 'retry' : 'retries'} left`;
}

function NextRetryCell({ row, now }: { row: AttentionRow; now: number }) {
  // As on the invoice page: where no card retry can come (out of retries, a manual payment
  // pending, awaiting tax) the estimate does not apply, whatever it says.
  if (row.retries.kind === 'no-retry') {
    return (
      <span className="muted" title={NO_RETRY_SENTENCE[row.retries.reason]}>
        No card retry
      </span>
    );
  }
  const wording = nextRetryWording({ nextRetry: row.nextRetry, now });
  if ('estimate' in wording) {
    return (
      <span className="status-block" title={`Estimate: allowed from ${wording.earliest}`}>
        <span className={wording.kind === 'overdue' ? 'fact__warning' : undefined}>
          {wording.text}
        </span>
        <span className="status-block__line muted">estimate</span>
      </span>
    );
  }
  return <span className="muted">{wording.text}</span>;
}

/** The columns a header click sorts by, and the URL's word for each. */
export const SORTABLE_COLUMNS: Readonly<Record<string, AttentionSortKey>> = {
  balance: 'balance',
  lastAttempt: 'lastAttempt',
  nextRetry: 'nextRetry',
};

/** A row's check box and the header's "all on this page", for assigning rows in one action. */
const selectColumn = column.display({
  id: 'select',
  header: ({ table }) => (
    <input
      type="checkbox"
      className="row-check"
      aria-label="Select every invoice on this page"
      checked={table.getIsAllPageRowsSelected()}
      ref={(box) => {
        if (box) box.indeterminate = table.getIsSomePageRowsSelected();
      }}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
    />
  ),
  cell: ({ row }) => (
    <input
      type="checkbox"
      className="row-check"
      aria-label={`Select invoice ${row.original.invoice.number ?? row.original.invoice.id.slice(0, 8)}`}
      checked={row.getIsSelected()}
      onChange={row.getToggleSelectedHandler()}
    />
  ),
  meta: { className: 'col-select' },
});

/** `from`: the list's own address, which the invoice links keep (next and previous). */
export function attentionColumns(now: number, from: string): AttentionColumns {
  return column.columns([
    selectColumn,
    column.display({
      id: 'customer',
      header: 'Customer',
      cell: ({ row: { original } }) =>
        original.customer ? (
          <span className="object-cell">
            <CustomerLink id={original.customer.id} className="object-link">
              {original.customer.name}
            </CustomerLink>
            <span className="object-cell__line">{original.customer.email}</span>
          </span>
        ) : (
          <span className="muted">Customer could not be read</span>
        ),
    }),
    column.display({
      id: 'company',
      header: 'Company',
      cell: ({ row: { original } }) =>
        original.company === null ? (
          <Absent />
        ) : (
          <span className="object-cell">{original.company}</span>
        ),
    }),
    column.display({
      id: 'subscription',
      header: 'Subscription',
      cell: ({ row: { original } }) =>
        original.subscription ? (
          <span className="object-cell">
            <SubscriptionLink id={original.subscription.id} className="object-link">
              {original.subscription.offering}
            </SubscriptionLink>
            {original.subscription.plan ? (
              <span className="object-cell__line">{original.subscription.plan}</span>
            ) : null}
          </span>
        ) : (
          <span className="muted">Subscription could not be read</span>
        ),
    }),
    column.display({
      id: 'invoice',
      header: 'Invoice',
      cell: ({ row: { original } }) => (
        <span className="object-cell">
          <InvoiceName invoice={original.invoice} from={from} />
          <InvoicePeriod invoice={original.invoice} />
        </span>
      ),
      meta: { className: 'col-invoice', times: 'utc-days' },
    }),
    column.display({
      id: 'total',
      header: 'Total',
      cell: ({ row: { original } }) =>
        original.total ? <MoneyText money={original.total} /> : <Absent />,
      meta: { align: 'end', className: 'col-money' },
    }),
    column.display({
      id: 'balance',
      header: 'Balance due',
      cell: ({ row: { original } }) =>
        original.balanceDue ? <MoneyText money={original.balanceDue} /> : <Absent />,
      meta: { align: 'end', className: 'col-money' },
    }),
    column.display({
      id: 'attempts',
      header: 'Attempts',
      cell: ({ row: { original } }) => (
        <span className="attempts-cell">{attemptsText(original)}</span>
      ),
    }),
    column.display({
      id: 'lastAttempt',
      header: 'Last attempt',
      cell: ({ row: { original } }) => {
        const attempt = original.lastAttempt;
        if (!attempt) return <span className="muted">No attempt</span>;
        return (
          <span className="status-block">
            <TimeText iso={attempt.at} part="in-table" />
            <StatusBadge status={attempt.status} />
            {attempt.category ? (
              <span className="tag" data-category={attempt.category}>
                {DECLINE_CATEGORY_LABELS[attempt.category]}
              </span>
            ) : null}
            {attempt.reason ? (
              <span className="status-block__line">{shownReason(attempt.reason)}</span>
            ) : null}
          </span>
        );
      },
      meta: { className: 'col-when', times: 'zoned' },
    }),
    column.display({
      id: 'nextRetry',
      header: 'Next retry',
      cell: ({ row: { original } }) => <NextRetryCell row={original} now={now} />,
    }),
    column.display({
      id: 'state',
      header: 'State',
      cell: ({ row: { original } }) => (
        <span className={`badge badge--${STATE_TONE[original.state]}`} data-state={original.state}>
          <span className="badge__dot" aria-hidden="true" />
          {ATTENTION_STATE_LABELS[original.state]}
        </span>
      ),
    }),
    ...caseColumns(column),
  ]);
}

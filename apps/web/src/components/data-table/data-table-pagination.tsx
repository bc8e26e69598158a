/**
 * Below the table: where we are ("Showing 26–50 of 246", "Page 2 of 10" when known), rows per
 * page (10, 25, 50 or 100) and first/previous/next/last. Every control changes the URL's offset
 * or limit, so each page is a link that reload, Back and sharing restore.
 */
import { MAX_PAGE_OFFSET, PAGE_LIMIT_CHOICES } from '@pc/contract/limits';
import { type ReactNode, useId } from 'react';
import { formatCount } from '../../lib/counts';
import { type PageLimit, type Paging, rangeText } from '../../lib/paging';
import { ChevronLeftIcon, ChevronRightIcon, FirstPageIcon, LastPageIcon } from '../icons';

interface DataTablePaginationProps {
  paging: Paging;
  limit: PageLimit;
  onOffsetChange: (offset: number) => void;
  onLimitChange: (limit: PageLimit) => void;
}

export function DataTablePagination({
  paging,
  limit,
  onOffsetChange,
  onLimitChange,
}: DataTablePaginationProps) {
  const selectId = useId();
  const noteId = useId();
  const { pageNumber, pageCount } = paging;
  const showFirstLast = paging.totalRows !== null;
  const note =
    paging.nextBeyondLimit || paging.lastBeyondLimit
      ? `The payments API cannot page past offset ${formatCount(MAX_PAGE_OFFSET)}, so later payments cannot be shown here.`
      : null;

  return (
    <div className="pagination">
      <p className="pagination__range" aria-live="polite">
        {rangeText(paging)}
      </p>
      <div className="pagination__controls">
        <div className="page-size">
          <label htmlFor={selectId}>Rows per page</label>
          <select
            id={selectId}
            className="select"
            value={limit}
            onChange={(event) => {
              const value = Number(event.target.value);
              const choice = PAGE_LIMIT_CHOICES.find((c) => c === value);
              if (choice) onLimitChange(choice);
            }}
          >
            {PAGE_LIMIT_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </select>
        </div>
        {pageNumber !== null && pageCount !== null ? (
          <p className="pagination__page">
            Page {formatCount(pageNumber)} of {formatCount(pageCount)}
          </p>
        ) : null}
        <div className="pagination__buttons">
          {showFirstLast ? (
            <PageButton
              label="First page"
              target={paging.firstOffset}
              onOffsetChange={onOffsetChange}
            >
              <FirstPageIcon />
            </PageButton>
          ) : null}
          <PageButton
            label="Previous page"
            target={paging.previousOffset}
            onOffsetChange={onOffsetChange}
          >
            <ChevronLeftIcon />
          </PageButton>
          <PageButton
            label="Next page"
            target={paging.nextOffset}
            onOffsetChange={onOffsetChange}
            describedBy={paging.nextBeyondLimit ? noteId : undefined}
          >
            <ChevronRightIcon />
          </PageButton>
          {showFirstLast ? (
            <PageButton
              label="Last page"
              target={paging.lastOffset}
              onOffsetChange={onOffsetChange}
              describedBy={paging.lastBeyondLimit ? noteId : undefined}
            >
              <LastPageIcon />
            </PageButton>
          ) : null}
        </div>
      </div>
      {note ? (
        <p id={noteId} className="pagination__note">
          {note}
        </p>
      ) : null}
    </div>
  );
}

function PageButton({
  label,
  target,
  onOffsetChange,
  describedBy,
  children,
}: {
  label: string;
  target: number | null;
  onOffsetChange: (offset: number) => void;
  describedBy?: string | undefined;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="icon-button icon-button--bordered"
      aria-label={label}
      title={label}
      disabled={target === null}
      aria-describedby={describedBy}
      onClick={() => {
        if (target !== null) onOffsetChange(target);
      }}
    >
      {children}
    </button>
  );
}

/**
 * Offset paging arithmetic for the pagination bar. The BFF reports what it knows (page length,
 * totals, hasNext); the real upstream sends no totals, so every number here may be unknown and
 * the bar says only what is certain.
 */
import type { PaymentsPage } from '@pc/contract';
import { MAX_PAGE_OFFSET, type PAGE_LIMIT_CHOICES } from '@pc/contract/limits';
import { formatCount } from './counts';

/** A page length staff can pick. */
export type PageLimit = (typeof PAGE_LIMIT_CHOICES)[number];

export interface Paging {
  offset: number;
  /** Rows per page in effect: the response's limit, else the requested one, else the rows shown. */
  pageSize: number;
  rowsOnPage: number;
  /** Total payments of the invoice, when the upstream says. */
  totalRows: number | null;
  pageNumber: number | null;
  pageCount: number | null;
  previousOffset: number | null;
  nextOffset: number | null;
  /** The next page exists but lies beyond what the payments API can serve (offset > 10000). */
  nextBeyondLimit: boolean;
  firstOffset: number | null;
  lastOffset: number | null;
  /** The last page exists but lies beyond the API's offset limit. */
  lastBeyondLimit: boolean;
}

/** Any page the BFF answers (payments, a subscription's invoices): the same `meta` shape. */
export type AnyPage = Pick<PaymentsPage, 'meta'> & { data: readonly unknown[] };

export function computePaging(page: AnyPage, requestedLimit: number | null): Paging {
  const { offset, limit, current, total, hasNext } = page.meta.page;
  const rowsOnPage = page.data.length;
  const pageSize = limit ?? requestedLimit ?? rowsOnPage;
  const totalRows = page.meta.results.total;
  const aligned = pageSize > 0 && offset % pageSize === 0;

  const pageCount =
    total ??
    (totalRows !== null && pageSize > 0 ? Math.max(1, Math.ceil(totalRows / pageSize)) : null);
  const pageNumber = current ?? (totalRows !== null && aligned ? offset / pageSize + 1 : null);

  const candidateNext = offset + pageSize;
  const nextExists = hasNext && pageSize > 0;
  const nextBeyondLimit = nextExists && candidateNext > MAX_PAGE_OFFSET;
  const nextOffset = nextExists && !nextBeyondLimit ? candidateNext : null;

  const previousOffset = offset > 0 ? Math.max(0, offset - Math.max(pageSize, 1)) : null;

  let lastOffset: number | null = null;
  let lastBeyondLimit = false;
  if (totalRows !== null && pageSize > 0) {
    const last = totalRows > 0 ? Math.floor((totalRows - 1) / pageSize) * pageSize : 0;
    if (last > MAX_PAGE_OFFSET) lastBeyondLimit = true;
    else if (last !== offset) lastOffset = last;
  }

  return {
    offset,
    pageSize,
    rowsOnPage,
    totalRows,
    pageNumber,
    pageCount,
    previousOffset,
    nextOffset,
    nextBeyondLimit,
    firstOffset: totalRows !== null && offset > 0 ? 0 : null,
    lastOffset,
    lastBeyondLimit,
  };
}

/**
 * Paging over rows the browser holds (a whole invoice, sorted and filtered): every number is
 * known. `offset` may be past the end (an old link); then the page is empty and First leads back.
 *
 * @example rangeText(computeClientPaging(25, 25, 246)) // 'Showing 26–50 of 246'
 */
export function computeClientPaging(offset: number, pageSize: number, totalRows: number): Paging {
  const rowsOnPage = Math.max(0, Math.min(pageSize, totalRows - offset));
  const last = totalRows > 0 ? Math.floor((totalRows - 1) / pageSize) * pageSize : 0;
  const aligned = offset % pageSize === 0;
  return {
    offset,
    pageSize,
    rowsOnPage,
    totalRows,
    pageNumber: aligned && offset <= last ? offset / pageSize + 1 : null,
    pageCount: Math.max(1, Math.ceil(totalRows / pageSize)),
    previousOffset: offset > 0 ? Math.max(0, Math.min(offset - pageSize, last)) : null,
    nextOffset: offset + pageSize < totalRows ? offset + pageSize : null,
    nextBeyondLimit: false,
    firstOffset: offset > 0 ? 0 : null,
    lastOffset: last !== offset && offset < totalRows ? last : null,
    lastBeyondLimit: false,
  };
}

/** The offset that keeps the first visible row on screen after the page size changes. */
export function alignOffset(offset: number, pageSize: number): number {
  return Math.floor(offset / pageSize) * pageSize;
}

/**
 * @example rangeText({ offset: 25, rowsOnPage: 25, totalRows: 137 }) // 'Showing 26–50 of 137'
 */
export function rangeText(
  paging: Pick<Paging, 'offset' | 'rowsOnPage' | 'totalRows'>,
  locale?: string,
): string {
  const n = (value: number) => formatCount(value, locale);
  const of = paging.totalRows === null ? '' : ` of ${n(paging.totalRows)}`;
  if (paging.rowsOnPage === 0) return `Showing 0${of}`;
  return `Showing ${n(paging.offset + 1)}–${n(paging.offset + paging.rowsOnPage)}${of}`;
}

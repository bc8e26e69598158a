/**
 * The payments table's column ids and the sort values the URL may hold (`sort=amount.desc`), in a
 * module with no imports: the route's search schema (initial chunk) and the columns (the invoice
 * page's chunk) name them alike.
 */

export const PAYMENT_COLUMN_IDS = [
  'status',
  'amount',
  'gateway',
  'externalPaymentId',
  'failureReason',
  'paymentTakenAt',
  'createdAt',
  'updatedAt',
  'paymentId',
  'jobId',
] as const;

export type PaymentColumnId = (typeof PAYMENT_COLUMN_IDS)[number];

export type SortParam = `${PaymentColumnId}.${'asc' | 'desc'}`;

export const SORT_PARAMS: readonly SortParam[] = PAYMENT_COLUMN_IDS.flatMap((id) => [
  `${id}.asc` as const,
  `${id}.desc` as const,
]);

/** Newest first (created_at, then id): the order when the URL names none. */
export const DEFAULT_SORT: SortParam = 'createdAt.desc';

/** Columns hidden until someone shows them with the column chooser. */
export const DEFAULT_HIDDEN_COLUMNS: readonly PaymentColumnId[] = ['jobId', 'updatedAt'];

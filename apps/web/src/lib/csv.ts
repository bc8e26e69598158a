/**
 * The CSV exports staff attach to tickets and open in Excel or Sheets (payments here, the
 * attention list in attention-csv.ts), under one set of rules: RFC 4180 quoting, UTF-8
 * with a BOM (so Excel reads accents), CRLF line ends. Text cells that a spreadsheet would run as
 * a formula get a leading apostrophe; numeric columns are never touched, so amounts stay exact.
 */

import type { Payment } from '@pc/contract';
import { shownReason } from '@pc/contract/decline-reasons';
import { toMajorUnits } from '@pc/contract/money-text';
import { type PaymentStatus, paymentStatus } from './status';

export const PAYMENTS_CSV_COLUMNS = [
  'payment_id',
  'status',
  'gateway',
  'external_payment_id',
  'failure_reason',
  'currency',
  'amount_minor',
  'amount',
  'includes_tax',
  'manual_payment',
  'payment_taken_at',
  'created_at',
  'updated_at',
  'subscription_id',
  'invoice_id',
  'job_id',
  'owner',
] as const;

type Column = (typeof PAYMENTS_CSV_COLUMNS)[number];

/** Columns whose cells are numbers: a leading `-` is a sign there, not a formula. */
const NUMERIC_COLUMNS: ReadonlySet<Column> = new Set(['amount_minor', 'amount']);

const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a text cell that spreadsheets would treat as a formula (CSV injection). */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** RFC 4180: quote a field holding a comma, quote, CR or LF, doubling inner quotes. */
export function quoteField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Times in ISO 8601 UTC, whatever zone the page shows: a value the upstream wrote in UTC is kept
 * to the letter; one with an offset (+02:00) is written as the same instant in UTC.
 */
export function utcTimestamp(iso: string | undefined): string {
  if (!iso || /Z$/i.test(iso)) return iso ?? '';
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : new Date(time).toISOString();
}

function booleanCell(value: boolean | undefined): string {
  return value === undefined ? '' : String(value);
}

export function paymentCsvRecord(payment: Payment): Record<Column, string> {
  const { attributes: a, meta } = payment;
  return {
    payment_id: payment.id,
    status: paymentStatus(a),
    gateway: a.gateway,
    external_payment_id: a.external_payment_id ?? '',
    // A file leaves the console: a security decline goes as internal, not in the gateway's words.
    failure_reason: a.failure_detail?.reason ? shownReason(a.failure_detail.reason) : '',
    currency: a.amount.currency,
    amount_minor: a.amount.amount,
    // Empty for an unknown currency: its exponent, and so its major amount, is not known.
    amount: toMajorUnits(a.amount.amount, a.amount.currency) ?? '',
    includes_tax: booleanCell(a.amount.includes_tax),
    manual_payment: booleanCell(a.manual_payment),
    payment_taken_at: utcTimestamp(meta.timestamps.payment_taken_at),
    created_at: utcTimestamp(meta.timestamps.created_at),
    updated_at: utcTimestamp(meta.timestamps.updated_at),
    subscription_id: meta.subscription_id,
    invoice_id: meta.invoice_id,
    job_id: meta.job_id,
    owner: meta.owner,
  };
}

const BOM = '\uFEFF';
const CRLF = '\r\n';

/**
 * Any export's whole file as text under these rules, BOM first; encode it as UTF-8 (a Blob does).
 * `numeric` names the columns whose cells are numbers, which the formula guard leaves alone.
 */
export function buildCsv<C extends string>(
  columns: readonly C[],
  numeric: ReadonlySet<C>,
  records: Iterable<Record<C, string>>,
): string {
  const lines = [columns.join(',')];
  for (const record of records) {
    lines.push(
      columns
        .map((column) => {
          const value = record[column];
          return quoteField(numeric.has(column) ? value : neutralizeFormula(value));
        })
        .join(','),
    );
  }
  return BOM + lines.join(CRLF) + CRLF;
}

/** The payments export's whole file. */
export function buildPaymentsCsv(payments: readonly Payment[]): string {
  return buildCsv(PAYMENTS_CSV_COLUMNS, NUMERIC_COLUMNS, payments.map(paymentCsvRecord));
}

/**
 * Export page: `invoice-{invoiceId}-payments-offset-{offset}.csv`, or
 * `invoice-{invoiceId}-payments-{status}-offset-{offset}.csv` with the status filter in force, so
 * a file attached to a ticket says which payments it holds.
 */
export function paymentsCsvFilename(
  invoiceId: string,
  offset: number,
  status: PaymentStatus | null,
): string {
  return `invoice-${invoiceId}-payments${status ? `-${status}` : ''}-offset-${offset}.csv`;
}

/**
 * Export all: `invoice-{invoiceId}-payments.csv`, or `invoice-{invoiceId}-payments-{status}.csv`
 * with the status filter in force.
 */
export function invoicePaymentsCsvFilename(
  invoiceId: string,
  status: PaymentStatus | null,
): string {
  return `invoice-${invoiceId}-payments${status ? `-${status}` : ''}.csv`;
}

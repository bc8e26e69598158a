/**
 * The order an invoice's payments are read in, newest first, and each payment's role. The
 * upstream's order cannot be relied on (the real service sorts by id, not by time), so the
 * console orders them itself, as the BFF does for an invoice's latest attempt: `created_at`
 * descending, then id descending, so equal times still give one stable order.
 */
import type { Payment } from '@pc/contract';
import { attemptLedger, type PaymentRole } from '@pc/contract/attempt-numbering';
import { parseTimestamp } from '../../time-zone/dates';

function createdAt(payment: Payment): number {
  return parseTimestamp(payment.meta.timestamps.created_at) ?? 0;
}

function byId(a: Payment, b: Payment): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Oldest first: by instant (offsets such as +02:00 and Z compare correctly), then by id.
 * Negate it, or use `newestFirst`, for the console's order.
 */
export function compareOldestFirst(a: Payment, b: Payment): number {
  return createdAt(a) - createdAt(b) || byId(a, b);
}

/** A new array, newest first. @example newestFirst(page.data)[0] // the latest attempt */
export function newestFirst(payments: readonly Payment[]): Payment[] {
  return [...payments].sort((a, b) => compareOldestFirst(b, a));
}

/**
 * Each payment's role, by id: numbered dunning attempts up to and including the first success,
 * refunds, pending payments and charges after payment, from the contract's ledger, the one the
 * BFF counts `InvoicePage.attempts` with, so "Attempt 3 of 11" and "3 of 11 attempts" agree.
 */
export function paymentRoles(payments: readonly Payment[]): Map<string, PaymentRole> {
  return new Map(attemptLedger(payments).map((entry) => [entry.payment.id, entry.role]));
}

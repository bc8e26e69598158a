import type { AttentionRow } from '@pc/contract';
import { describe, expect, it } from 'vitest';
import { invoiceIdOf, makeAttentionRow } from './attention-fixture';
import { attentionRowsFor, filterAttentionRows, sortAttentionRows } from './attention-rows';

const ids = (rows: AttentionRow[]) => rows.map((row) => row.invoice.id);

const failingFunds = makeAttentionRow({ invoice: { id: invoiceIdOf(1) } });
const failingSecurity = makeAttentionRow({
  invoice: { id: invoiceIdOf(2) },
  lastAttempt: {
    paymentId: invoiceIdOf(20),
    status: 'failed',
    at: '2026-11-03T08:00:00Z',
    reason: 'Suspected fraud',
    category: 'security',
  },
});
const exhausted = makeAttentionRow({
  invoice: { id: invoiceIdOf(3) },
  state: 'retries-exhausted',
  retries: { kind: 'no-retry', reason: 'retries-exhausted' },
  nextRetry: { kind: 'none', reason: 'retries-exhausted' },
  balanceDue: { amount: '500000', currency: 'USD' },
});
const fresh = makeAttentionRow({
  invoice: { id: invoiceIdOf(4) },
  state: 'not-yet-attempted',
  attempts: 0,
  failedAttempts: 0,
  lastAttempt: null,
  balanceDue: { amount: '100', currency: 'USD' },
  nextRetry: { kind: 'none', reason: 'no-failed-attempt' },
});
const awaitingTax = makeAttentionRow({
  invoice: { id: invoiceIdOf(5) },
  state: 'awaiting-tax',
  total: null,
  balanceDue: null,
  lastAttempt: null,
  nextRetry: { kind: 'estimate', at: '2026-11-04T00:30:00Z', earliest: '2026-11-04T00:00:00Z' },
});
const all = [failingFunds, failingSecurity, exhausted, fresh, awaitingTax];

describe('filterAttentionRows', () => {
  it('keeps every row without a filter', () => {
    expect(ids(filterAttentionRows(all, {}))).toEqual(ids(all));
  });

  it('keeps the rows of one state', () => {
    expect(ids(filterAttentionRows(all, { state: 'failing' }))).toEqual(
      ids([failingFunds, failingSecurity]),
    );
    expect(ids(filterAttentionRows(all, { state: 'awaiting-tax' }))).toEqual([invoiceIdOf(5)]);
  });

  it('keeps the rows whose last attempt has the category, and both filters together', () => {
    expect(ids(filterAttentionRows(all, { category: 'security' }))).toEqual([invoiceIdOf(2)]);
    expect(ids(filterAttentionRows(all, { category: 'funds' }))).toEqual(
      ids([failingFunds, exhausted]),
    );
    expect(filterAttentionRows(all, { state: 'not-yet-attempted', category: 'funds' })).toEqual([]);
  });
});

describe('sortAttentionRows', () => {
  it('sorts by last attempt, rows never attempted last in both directions', () => {
    const [one, two, three, four, five] = [1, 2, 3, 4, 5].map(invoiceIdOf);
    expect(ids(sortAttentionRows(all, 'lastAttempt.desc'))).toEqual([two, one, three, four, five]);
    expect(ids(sortAttentionRows(all, 'lastAttempt.asc'))).toEqual([one, three, two, four, five]);
  });

  it('sorts by balance exactly, past what a double holds', () => {
    const big = makeAttentionRow({
      invoice: { id: invoiceIdOf(6) },
      balanceDue: { amount: '9007199254740993', currency: 'USD' },
    });
    const bigger = makeAttentionRow({
      invoice: { id: invoiceIdOf(7) },
      balanceDue: { amount: '9007199254740994', currency: 'USD' },
    });
    expect(ids(sortAttentionRows([big, bigger], 'balance.desc'))).toEqual(ids([bigger, big]));
    expect(ids(sortAttentionRows([...all], 'balance.asc'))).toEqual(
      ids([fresh, failingFunds, failingSecurity, exhausted, awaitingTax]),
    );
  });

  it('groups balances by currency, never comparing yen with euros at face value', () => {
    const yen = makeAttentionRow({
      invoice: { id: invoiceIdOf(8) },
      balanceDue: { amount: '49800', currency: 'JPY' },
    });
    const euros = makeAttentionRow({
      invoice: { id: invoiceIdOf(9) },
      balanceDue: { amount: '129900', currency: 'EUR' },
    });
    const fewEuros = makeAttentionRow({
      invoice: { id: invoiceIdOf(11) },
      balanceDue: { amount: '500', currency: 'EUR' },
    });
    // ¥49,800 is a larger number than €1,299.00, and no exchange rate is the console's to pick:
    // each currency is a group (codes in order, both ways), amounts ordered within it.
    expect(ids(sortAttentionRows([yen, fewEuros, euros], 'balance.desc'))).toEqual(
      ids([euros, fewEuros, yen]),
    );
    expect(ids(sortAttentionRows([yen, euros, fewEuros], 'balance.asc'))).toEqual(
      ids([fewEuros, euros, yen]),
    );
  });

  it('puts a row whose retry cannot come with those without an estimate', () => {
    const manual = makeAttentionRow({
      invoice: { id: invoiceIdOf(10) },
      state: 'manual-payment-pending',
      retries: { kind: 'no-retry', reason: 'manual-payment-pending' },
      nextRetry: { kind: 'estimate', at: '2026-11-01T00:30:00Z', earliest: '2026-11-01T00:00:00Z' },
    });
    expect(ids(sortAttentionRows([manual, failingFunds], 'nextRetry.asc'))).toEqual(
      ids([failingFunds, manual]),
    );
  });

  it('sorts by next retry, rows without an estimate last in both directions', () => {
    const [one, two, three, four, five] = [1, 2, 3, 4, 5].map(invoiceIdOf);
    expect(ids(sortAttentionRows(all, 'nextRetry.asc'))).toEqual([five, one, two, three, four]);
    expect(ids(sortAttentionRows(all, 'nextRetry.desc'))).toEqual([one, two, five, three, four]);
  });
});

describe('attentionRowsFor', () => {
  it('filters, then sorts', () => {
    expect(ids(attentionRowsFor(all, { state: 'failing', sort: 'lastAttempt.asc' }))).toEqual(
      ids([failingFunds, failingSecurity]),
    );
  });
});

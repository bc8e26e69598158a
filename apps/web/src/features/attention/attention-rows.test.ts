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

  it('compares balances in different currencies at face value', () => {
    const yen = makeAttentionRow({
      invoice: { id: invoiceIdOf(8) },
      balanceDue: { amount: '2000', currency: 'JPY' },
    });
    const dollars = makeAttentionRow({
      invoice: { id: invoiceIdOf(9) },
      balanceDue: { amount: '2500', currency: 'USD' },
    });
    // ¥2,000 > $25.00 at face value, though 2000 < 2500 in minor units.
    expect(ids(sortAttentionRows([dollars, yen], 'balance.desc'))).toEqual(ids([yen, dollars]));
  });

  it('reads each balance with ISO 4217’s minor unit, four digits included', () => {
    const dollars = makeAttentionRow({
      invoice: { id: invoiceIdOf(9) },
      balanceDue: { amount: '2500', currency: 'USD' },
    });
    // COP 20.00: the browser's Intl displays pesos without decimals, which read it as 2,000.
    const pesos = makeAttentionRow({
      invoice: { id: invoiceIdOf(11) },
      balanceDue: { amount: '2000', currency: 'COP' },
    });
    // CLF 1.2345: four digits, not three.
    const unidades = makeAttentionRow({
      invoice: { id: invoiceIdOf(12) },
      balanceDue: { amount: '12345', currency: 'CLF' },
    });
    expect(ids(sortAttentionRows([pesos, unidades, dollars], 'balance.desc'))).toEqual(
      ids([dollars, pesos, unidades]),
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

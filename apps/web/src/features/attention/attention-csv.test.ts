import { describe, expect, it } from 'vitest';
import { ATTENTION_CSV_COLUMNS, attentionCsvFilename, buildAttentionCsv } from './attention-csv';
import { makeAttentionRow, untouchedCase } from './attention-fixture';

const ORIGIN = 'https://console.example.com';

/** The records after the BOM, split on CRLF, the empty one after the last CRLF dropped. */
function lines(csv: string): string[] {
  return csv.slice(1).split('\r\n').slice(0, -1);
}

function record(csv: string, line = 1): Record<string, string> {
  const cells = lines(csv)[line]?.split(',') ?? [];
  return Object.fromEntries(ATTENTION_CSV_COLUMNS.map((column, i) => [column, cells[i] ?? '']));
}

describe('buildAttentionCsv', () => {
  it('writes a security decline as internal, never in the gateway’s words', () => {
    const row = makeAttentionRow({
      lastAttempt: {
        paymentId: '0b6a1c2e-1f5e-4c7a-9a51-1d2e3f4a5b6c',
        status: 'failed',
        at: '2026-11-02T08:00:00Z',
        reason: 'fraudulent',
        category: 'security',
      },
    });
    const csv = buildAttentionCsv([row], ORIGIN);
    expect(csv).not.toMatch(/fraudulent/i);
    expect(record(csv).last_attempt_reason).toBe('Security decline (internal)');
  });

  it('starts with a BOM and the header, one CRLF line per row', () => {
    const csv = buildAttentionCsv([makeAttentionRow(), makeAttentionRow()], ORIGIN);
    expect(csv.startsWith('\uFEFFinvoice_id,invoice_number,')).toBe(true);
    expect(lines(csv)).toHaveLength(3);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('writes the row: amounts exact in minor and major units, times in UTC', () => {
    const row = makeAttentionRow({
      total: { amount: '9007199254740993', currency: 'USD' },
      balanceDue: { amount: '9007199254740993', currency: 'USD' },
      invoice: { createdAt: '2026-11-01T02:00:00+02:00' },
    });
    expect(record(buildAttentionCsv([row], ORIGIN))).toMatchObject({
      invoice_id: row.invoice.id,
      invoice_number: '7',
      invoice_created_at: '2026-11-01T00:00:00.000Z',
      state: 'failing',
      customer_name: 'Ada Lovelace',
      customer_email: 'ada@example.com',
      offering: 'Pro',
      plan: 'Monthly',
      currency: 'USD',
      total_minor: '9007199254740993',
      total: '90071992547409.93',
      balance_minor: '9007199254740993',
      balance: '90071992547409.93',
      attempts: '1',
      failed_attempts: '1',
      retries_left: '2',
      no_retry_reason: '',
      last_attempt_status: 'failed',
      decline_category: 'funds',
      next_retry: 'estimate',
      next_retry_at: '2026-11-05T00:30:00Z',
    });
  });

  it('leaves unknowns empty: no amount while awaiting tax, no attempt, no retry', () => {
    const row = makeAttentionRow({
      state: 'awaiting-tax',
      total: null,
      balanceDue: null,
      lastAttempt: null,
      customer: null,
      retries: { kind: 'no-retry', reason: 'tax-pending' },
      nextRetry: { kind: 'none', reason: 'tax-pending' },
    });
    expect(record(buildAttentionCsv([row], ORIGIN))).toMatchObject({
      customer_name: '',
      currency: '',
      total_minor: '',
      balance: '',
      retries_left: '',
      no_retry_reason: 'tax-pending',
      last_attempt_at: '',
      decline_category: '',
      next_retry: 'none: tax-pending',
      next_retry_at: '',
    });
  });

  it('guards text cells against formulas and quotes commas', () => {
    const row = makeAttentionRow({
      customer: {
        id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
        name: '=HYPERLINK("x")',
        email: 'a@b.c',
      },
      subscription: {
        id: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
        offering: 'Pro, yearly',
        plan: null,
      },
    });
    const csv = buildAttentionCsv([row], ORIGIN);
    expect(csv).toContain(`,"'=HYPERLINK(""x"")",a@b.c,`);
    expect(csv).toContain(',"Pro, yearly",,');
  });
});

describe('the team’s and the lead’s columns', () => {
  it('writes the company, the case and a link to the invoice', () => {
    const row = makeAttentionRow({
      company: 'Analytical Engines Ltd',
      case: untouchedCase('9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d', {
        owner: { email: 'ana@example.com', name: 'Ana Example' },
        followUpOn: '2026-12-06',
        followUpDue: true,
        promise: { on: '2026-12-10', amount: { amount: '129950', currency: 'EUR' } },
        state: 'promised',
        version: 3,
        notesCount: 2,
      }),
    });
    expect(record(buildAttentionCsv([row], ORIGIN))).toMatchObject({
      company: 'Analytical Engines Ltd',
      owner_name: 'Ana Example',
      owner_email: 'ana@example.com',
      follow_up_on: '2026-12-06',
      follow_up_due: 'true',
      case_state: 'promised',
      settled_at: '',
      promise_on: '2026-12-10',
      promise_currency: 'EUR',
      promise_minor: '129950',
      promise: '1299.50',
      notes: '2',
      link: `${ORIGIN}/invoices/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d`,
    });
  });

  it('leaves an untouched case’s cells empty, its state open and its notes 0', () => {
    expect(record(buildAttentionCsv([makeAttentionRow()], ORIGIN))).toMatchObject({
      owner_name: '',
      owner_email: '',
      follow_up_on: '',
      follow_up_due: 'false',
      case_state: 'open',
      promise: '',
      notes: '0',
    });
  });
});

describe('attentionCsvFilename', () => {
  it('names the team’s and the lead’s filters too', () => {
    expect(
      attentionCsvFilename({
        owner: 'me',
        due: true,
        case: 'promise-broken',
        currency: 'EUR',
        lastAttempt: 7,
      }),
    ).toBe('needs-attention-mine-due-promise-broken-EUR-last-7-days.csv');
    expect(attentionCsvFilename({ owner: 'nobody' })).toBe('needs-attention-unassigned.csv');
  });

  it('names the filters in force', () => {
    expect(attentionCsvFilename({})).toBe('needs-attention.csv');
    expect(attentionCsvFilename({ state: 'failing' })).toBe('needs-attention-failing.csv');
    expect(attentionCsvFilename({ category: 'funds' })).toBe('needs-attention-funds.csv');
    expect(attentionCsvFilename({ state: 'retries-exhausted', category: 'security' })).toBe(
      'needs-attention-retries-exhausted-security.csv',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { attemptLedger } from './attempt-numbering.ts';
import { paymentStory } from './payment-story-fixture.ts';
import { type TicketSummaryInput, ticketSummary } from './ticket-summary.ts';

const INVOICE_ID = '6f1c2a4e-0000-4000-8000-000000000001';
const LINK = `https://console.example/invoices/${INVOICE_ID}`;

function input(story: string, overrides: Partial<TicketSummaryInput> = {}): TicketSummaryInput {
  return {
    customer: { name: 'Ron Swanson', email: 'ron.swanson+billing@example.com' },
    invoice: {
      id: INVOICE_ID,
      number: 1,
      billingPeriod: { start: '2026-01-01T00:00:00Z', end: '2026-02-01T00:00:00Z' },
      total: { amount: '49900', currency: 'USD' },
      paid: true,
    },
    ledger: attemptLedger(paymentStory(story, { reason: 'Insufficient funds' })),
    attemptLimit: 11,
    nextStep: 'No card retry: the invoice is paid.',
    link: LINK,
    ...overrides,
  };
}

describe('ticketSummary', () => {
  it('writes January’s invoice as a ticket note: customer, invoice, money, each payment, next step, link', () => {
    expect(ticketSummary(input('FFFSRS')).split('\n')).toEqual([
      'Internal — do not send',
      'Customer: Ron Swanson <ron.swanson+billing@example.com>',
      'Invoice #1 · 1–31 Jan 2026 (UTC) · total $499.00 · balance due $0.00 (paid)',
      `Invoice id: ${INVOICE_ID}`,
      'Collected $998.00 · refunded $99.80 · net $898.20',
      'Charged again after payment: $499.00 · refunded $99.80 · $399.20 more than the invoice',
      'Payments (oldest first):',
      '- Jan 1, 2026, 02:00 UTC · $499.00 · Failed · Insufficient funds · Attempt 1 of 11 · stripe_payment_intents',
      '- Jan 4, 2026, 02:00 UTC · $499.00 · Failed · Insufficient funds · Attempt 2 of 11 · stripe_payment_intents',
      '- Jan 7, 2026, 02:00 UTC · $499.00 · Failed · Insufficient funds · Attempt 3 of 11 · stripe_payment_intents',
      '- Jan 10, 2026, 02:00 UTC · $499.00 · Succeeded · Attempt 4 of 11 · stripe_payment_intents pi_p4',
      '- Jan 13, 2026, 02:00 UTC · -$99.80 · Refund · stripe_payment_intents pi_p5',
      '- Jan 16, 2026, 02:00 UTC · $499.00 · Succeeded · Charged again after payment · stripe_payment_intents pi_p6',
      'Next step: No card retry: the invoice is paid.',
      `Link: ${LINK}`,
    ]);
  });

  it('states the balance of an outstanding invoice and a pending manual payment', () => {
    const note = ticketSummary(
      input('FP', {
        invoice: { ...input('').invoice, paid: false },
        nextStep: 'No card retry while a manual payment is pending.',
      }),
    );
    expect(note).toContain('total $499.00 · balance due $499.00\n');
    expect(note).toContain('· Pending · Pending, not counted as an attempt · manual');
    expect(note).not.toContain('Charged again');
  });

  it('keeps a long history short: the newest payments, and how many are left out', () => {
    const note = ticketSummary(input(`FS${'S'.repeat(244)}`, { maxPayments: 3 }));
    const lines = note.split('\n');
    expect(lines).toContain('- 243 earlier payments not listed: see the link');
    const listed = lines.filter((line) => line.startsWith('- ') && !line.includes('not listed'));
    expect(listed).toHaveLength(3);
    for (const line of listed)
      expect(line).toContain('· Succeeded · Charged again after payment ·');
  });

  it('says what it does not know rather than printing blanks', () => {
    const note = ticketSummary(
      input('', {
        customer: null,
        invoice: {
          id: INVOICE_ID,
          number: null,
          billingPeriod: { start: 'n/a', end: 'n/a' },
          total: null,
          paid: false,
        },
      }),
    );
    expect(note.split('\n').slice(1, 3)).toEqual([
      'Customer: unknown',
      'Invoice · period unknown · total unknown · balance due unknown',
    ]);
    expect(note).toContain('Payments: none recorded');
  });

  it('is headed as internal and never carries a security decline’s gateway words', () => {
    const note = ticketSummary(
      input('FFF', {
        invoice: { ...input('').invoice, paid: false },
        ledger: attemptLedger(
          paymentStory('FFF', { reason: 'Processor Declined - Fraud Suspected' }),
        ),
      }),
    );
    expect(note.split('\n')[0]).toBe('Internal — do not send');
    expect(note).not.toMatch(/fraud/i);
    expect(note.match(/Security decline \(internal\)/g)).toHaveLength(3);
  });

  it('keeps the reply to send apart from the internal note, after it', () => {
    const note = ticketSummary(
      input('FFF', {
        invoice: { ...input('').invoice, paid: false },
        reply: {
          kind: 'reply',
          case: 'retries-over',
          customerReply: 'We will not try this card again automatically.',
          agentNote: 'Out of retries.',
          retry: { answer: 'no', why: 'Out of retries.' },
        },
      }),
    );
    const [internal, reply] = note.split('\n\n--- Reply to the customer');
    expect(internal).toContain('Internal note: Out of retries.');
    expect(internal).not.toContain('We will not try');
    expect(reply?.split('\n').slice(1)).toEqual(['We will not try this card again automatically.']);
  });
});

import { describe, expect, it } from 'vitest';
import { appliedRule, type InvoiceFactsInput, invoiceFacts, taxStatus } from './invoice-facts.ts';

const NOW = Date.parse('2026-03-20T12:00:00Z');
const DAILY_LONDON = {
  id: 'nightly',
  attributes: {
    specification: '30 0 * * *',
    location: 'Europe/London',
    job: { job_type: 'payment-run' },
  },
  meta: {},
};
const fixedRule = (attributes: Record<string, unknown> = {}) => ({
  attributes: {
    payment_retry_type: 'fixed',
    payment_retry_interval: 2,
    payment_retry_unit: 'day' as const,
    payment_retries_limit: 3,
    default: true,
    ...attributes,
  },
});

function invoice(attributes: Partial<InvoiceFactsInput['attributes']> = {}, taxesAddedAt?: string) {
  return {
    attributes: {
      outstanding: true,
      tax_required: false,
      payment_retries_limit_reached: false,
      manual_payment_pending: false,
      pro_forma: false,
      ...attributes,
    },
    meta: { timestamps: { taxes_added_at: taxesAddedAt } },
  };
}

const failed = (at: string) => ({
  attributes: { success: false },
  meta: { timestamps: { created_at: at } },
});
const succeeded = (at: string) => ({
  attributes: { success: true },
  meta: { timestamps: { created_at: at } },
});
const pending = (at: string) => ({
  attributes: { success: false, pending: true },
  meta: { timestamps: { created_at: at } },
});

const context = { dunningRules: [fixedRule()], schedules: [DAILY_LONDON], now: NOW };

describe('invoiceFacts', () => {
  it('estimates the next retry: latest failure + interval, then the next payment run', () => {
    const facts = invoiceFacts(
      invoice(),
      [
        failed('2026-03-15T09:00:00Z'),
        failed('2026-03-18T09:00:00Z'),
        failed('2026-03-16T09:00:00Z'),
      ],
      context,
    );
    // 18 Mar 09:00 + 2 days = 20 Mar 09:00; next 00:30 London (GMT) = 21 Mar 00:30Z.
    expect(facts.nextRetry).toEqual({
      kind: 'estimate',
      earliest: '2026-03-20T09:00:00.000Z',
      at: '2026-03-21T00:30:00.000Z',
      scheduleId: 'nightly',
    });
    expect(facts).toMatchObject({ paid: false, attempts: 3, failedAttempts: 3, retriesLeft: 1 });
  });

  it('follows the schedule zone across the DST change', () => {
    // Earliest 29 Mar 06:00Z, just after BST began: 00:30 London on the 30th is 23:30Z on the 29th.
    const facts = invoiceFacts(invoice(), [failed('2026-03-27T06:00:00Z')], context);
    expect(facts.nextRetry).toMatchObject({ kind: 'estimate', at: '2026-03-29T23:30:00.000Z' });
  });

  it('uses the documented fallback (1 day, limit 10) without a default rule', () => {
    const facts = invoiceFacts(invoice(), [failed('2026-03-18T09:00:00Z')], {
      ...context,
      dunningRules: [fixedRule({ default: false, payment_retry_interval: 7 })],
    });
    expect(facts.rule).toEqual({
      source: 'fallback',
      type: 'fixed',
      interval: 1,
      unit: 'day',
      limit: 10,
      action: null,
    });
    expect(facts.nextRetry).toMatchObject({ at: '2026-03-20T00:30:00.000Z' });
    expect(facts.retriesLeft).toBe(10);
  });

  it('counts weeks as seven days', () => {
    const facts = invoiceFacts(invoice(), [failed('2026-03-02T09:00:00Z')], {
      ...context,
      dunningRules: [fixedRule({ payment_retry_interval: 1, payment_retry_unit: 'week' })],
    });
    expect(facts.nextRetry).toMatchObject({ earliest: '2026-03-09T09:00:00.000Z' });
  });

  it.each(['backoff', 'tiered'])('answers unknown for a %s default rule', (type) => {
    const facts = invoiceFacts(invoice(), [failed('2026-03-18T09:00:00Z')], {
      ...context,
      dunningRules: [fixedRule({ payment_retry_type: type })],
    });
    expect(facts.nextRetry).toEqual({ kind: 'unknown', reason: 'non-fixed-rule' });
    expect(facts.retriesLeft).toBe(3);
  });

  it('answers unknown without a payment-run schedule (manual runs)', () => {
    const facts = invoiceFacts(invoice(), [failed('2026-03-18T09:00:00Z')], {
      ...context,
      schedules: [],
    });
    expect(facts.nextRetry).toEqual({ kind: 'unknown', reason: 'no-payment-run-schedule' });
  });

  it('gives no retry once the limit is reached, and no retries left', () => {
    const facts = invoiceFacts(
      invoice({ payment_retries_limit_reached: true }),
      [failed('2026-03-18T09:00:00Z')],
      context,
    );
    expect(facts).toMatchObject({ retriesExhausted: true, retriesLeft: 0 });
    expect(facts.nextRetry).toEqual({ kind: 'none', reason: 'retries-exhausted' });
  });

  it('says a pro-forma invoice is not yet due before valid_from, and estimates after it', () => {
    const early = invoiceFacts(
      invoice({ pro_forma: true, valid_from: '2026-04-01T00:00:00Z' }),
      [failed('2026-03-18T09:00:00Z')],
      context,
    );
    expect(early).toMatchObject({
      notYetDue: true,
      nextRetry: { kind: 'none', reason: 'not-yet-due' },
    });
    const noValidFrom = invoiceFacts(invoice({ pro_forma: true }), [], context);
    expect(noValidFrom.notYetDue).toBe(true);
    const due = invoiceFacts(
      invoice({ pro_forma: true, valid_from: '2026-03-01T00:00:00Z' }),
      [failed('2026-03-18T09:00:00Z')],
      context,
    );
    expect(due).toMatchObject({ notYetDue: false, nextRetry: { kind: 'estimate' } });
  });

  it('waits for tax: no estimate while tax is pending', () => {
    const facts = invoiceFacts(
      invoice({ tax_required: true }),
      [failed('2026-03-18T09:00:00Z')],
      context,
    );
    expect(facts).toMatchObject({
      taxStatus: 'pending',
      nextRetry: { kind: 'none', reason: 'tax-pending' },
    });
  });

  it('reports a paid invoice as paid, with no retry', () => {
    const facts = invoiceFacts(
      invoice({ outstanding: false }),
      [failed('2026-03-10T09:00:00Z'), succeeded('2026-03-12T09:00:00Z')],
      context,
    );
    expect(facts).toMatchObject({ paid: true, attempts: 2, failedAttempts: 1 });
    expect(facts.nextRetry).toEqual({ kind: 'none', reason: 'paid' });
  });

  it('does not count pending manual payments as attempts or failures', () => {
    const facts = invoiceFacts(
      invoice({ manual_payment_pending: true }),
      [pending('2026-03-19T09:00:00Z')],
      context,
    );
    expect(facts).toMatchObject({
      attempts: 0,
      failedAttempts: 0,
      manualPaymentPending: true,
      retriesLeft: 4,
    });
    expect(facts.nextRetry).toEqual({ kind: 'none', reason: 'no-failed-attempt' });
  });

  it('never lets retries left fall below zero', () => {
    const many = Array.from({ length: 9 }, (_, i) => failed(`2026-03-0${i + 1}T09:00:00Z`));
    expect(invoiceFacts(invoice(), many, context).retriesLeft).toBe(0);
  });
});

describe('taxStatus and appliedRule', () => {
  it('derives not required, applied and pending (docs/upstream/navigation.md#invoice-facts)', () => {
    expect(taxStatus(invoice())).toBe('not-required');
    expect(taxStatus(invoice({ tax_required: true }, '2026-03-02T00:00:00Z'))).toBe('applied');
    expect(taxStatus(invoice({ tax_required: true }))).toBe('pending');
  });

  it('fills a default rule without interval or unit with 1 day', () => {
    const rule = appliedRule([
      { attributes: { payment_retry_type: 'fixed', payment_retries_limit: 4, default: true } },
    ]);
    expect(rule).toEqual({
      source: 'default-rule',
      type: 'fixed',
      interval: 1,
      unit: 'day',
      limit: 4,
      action: null,
    });
  });
});

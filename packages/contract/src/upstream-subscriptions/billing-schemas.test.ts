import { describe, expect, it } from 'vitest';
import { LosslessNumber, parseExactJson, stringifyExactJson } from '../exact-json.ts';
import { upstreamPaymentFixture } from '../test-fixtures.ts';
import {
  upstreamErrorSchema,
  upstreamPaymentResponseSchema,
  upstreamPaymentSchema,
} from '../upstream.ts';
import { upstreamDunningRuleSchema } from './dunning-rule.ts';
import {
  upstreamDunningRuleFixture,
  upstreamInvoiceFixture,
  upstreamJobFixture,
  upstreamScheduleFixture,
} from './fixtures.ts';
import { upstreamInvoiceListSchema, upstreamInvoiceSchema } from './invoice.ts';
import { upstreamJobSchema } from './job.ts';
import { upstreamScheduleSchema } from './schedule.ts';

const invoice = upstreamInvoiceFixture();

function invoiceWith(path: 'attributes' | 'meta', members: Record<string, unknown>) {
  return { ...invoice, [path]: { ...invoice[path], ...members } };
}

describe('upstreamInvoiceSchema', () => {
  it('accepts the spec resource; amounts come out as digit strings', () => {
    const parsed = upstreamInvoiceSchema.parse(invoice);
    expect(parsed.meta.price?.amount).toBe('49900');
    expect(parsed.attributes.invoice_items[0]?.price.amount).toBe('49900');
  });

  it('keeps int64 extremes exact in totals, items and proration events', () => {
    const max = new LosslessNumber('9223372036854775807');
    const min = new LosslessNumber('-9223372036854775808');
    const wire = stringifyExactJson({
      ...invoice,
      attributes: {
        ...invoice.attributes,
        invoice_items: [{ description: 'x', price: { currency: 'USD', amount: min } }],
      },
      meta: {
        ...invoice.meta,
        price: { currency: 'USD', amount: max },
        proration_events: [
          {
            proration_policy_id: 'f0000000-0000-4000-8000-00000000000a',
            billing_cost_before_proration: max,
            refunded_amount_for_unused_pricing_option: min,
            new_pricing_option_cost: max,
            prorated_at: '2026-03-15T00:00:00Z',
          },
        ],
      },
    });
    const parsed = upstreamInvoiceSchema.parse(parseExactJson(wire));
    expect(parsed.meta.price?.amount).toBe('9223372036854775807');
    expect(parsed.attributes.invoice_items[0]?.price.amount).toBe('-9223372036854775808');
    expect(parsed.meta.proration_events?.[0]?.refunded_amount_for_unused_pricing_option).toBe(
      '-9223372036854775808',
    );
  });

  it('rejects an amount one past int64 or with a fraction', () => {
    const over = parseExactJson(
      stringifyExactJson(
        invoiceWith('meta', {
          price: { currency: 'USD', amount: new LosslessNumber('9223372036854775808') },
        }),
      ),
    );
    expect(upstreamInvoiceSchema.safeParse(over).success).toBe(false);
    const fraction = invoiceWith('meta', { price: { currency: 'USD', amount: 1.5 } });
    expect(upstreamInvoiceSchema.safeParse(fraction).success).toBe(false);
  });

  it('accepts the real service quirks: null proration_events, product_id, empty currency (docs/upstream/real-service.md#realistic-mode-quirks)', () => {
    const real = {
      ...invoice,
      attributes: {
        ...invoice.attributes,
        pro_forma: undefined,
        invoice_items: [
          {
            description: 'Awaiting tax',
            price: { amount: 0, currency: '', includes_tax: false },
            product_id: 'f0000000-0000-4000-8000-00000000000b',
          },
        ],
      },
      meta: {
        ...invoice.meta,
        proration_events: null,
        price: { amount: 0, currency: '', includes_tax: false },
      },
    };
    const parsed = upstreamInvoiceSchema.parse(real);
    expect(parsed.meta.proration_events).toBeNull();
    expect(parsed.attributes.pro_forma).toBeUndefined();
  });

  it('still requires proration_events, outstanding and the retry flag', () => {
    const { proration_events: _, ...meta } = invoice.meta;
    expect(upstreamInvoiceSchema.safeParse({ ...invoice, meta }).success).toBe(false);
    for (const key of ['outstanding', 'payment_retries_limit_reached', 'tax_required']) {
      const attributes: Record<string, unknown> = { ...invoice.attributes };
      delete attributes[key];
      expect(upstreamInvoiceSchema.safeParse({ ...invoice, attributes }).success, key).toBe(false);
    }
  });

  it('reads a list without meta or links, as the real service sends it', () => {
    expect(upstreamInvoiceListSchema.parse({ data: [invoice] }).data[0]?.id).toBe(invoice.id);
  });
});

describe('payments beyond docs/upstream/payments-api.md (docs/upstream/navigation.md#payments)', () => {
  it('normalises a failure_detail string to a reason', () => {
    const base = upstreamPaymentFixture();
    const failed = {
      ...base,
      attributes: { ...base.attributes, success: false, failure_detail: 'Bank transfer returned' },
    };
    expect(upstreamPaymentSchema.parse(failed).attributes.failure_detail).toEqual({
      reason: 'Bank transfer returned',
    });
  });

  it('reads a single payment envelope and requires the id', () => {
    expect(upstreamPaymentResponseSchema.parse({ data: upstreamPaymentFixture() }).data.id).toBe(
      '3fa85f64-5717-4562-b3fc-2c963f66afa6',
    );
    const { id: _, ...noId } = upstreamPaymentFixture();
    expect(upstreamPaymentResponseSchema.safeParse({ data: noId }).success).toBe(false);
  });

  it('reads the filter 400, which has no status (docs/upstream/real-service.md#error-status-type)', () => {
    const body = {
      errors: [{ title: 'Bad Request', detail: 'Could not parse the supplied filter' }],
    };
    expect(upstreamErrorSchema.parse(body).errors[0]?.status).toBeUndefined();
  });
});

describe('jobs, dunning rules, schedules', () => {
  it('reads a payment run with its report; totals are exact', () => {
    const text = stringifyExactJson({
      ...upstreamJobFixture(),
      meta: {
        ...upstreamJobFixture().meta,
        report: {
          total_payment_attempts: 3,
          failed_payments: 1,
          total_collected: { USD: { amount: new LosslessNumber('9223372036854775807') } },
        },
      },
    });
    const job = upstreamJobSchema.parse(parseExactJson(text));
    expect(job.meta.report?.total_collected?.USD?.amount).toBe('9223372036854775807');
  });

  it('reads payment_run as payment-run (docs/upstream/real-service.md#job-type-spelling) and rejects unknown job types', () => {
    const underscored = {
      ...upstreamJobFixture(),
      attributes: { ...upstreamJobFixture().attributes, job_type: 'payment_run' },
    };
    expect(upstreamJobSchema.parse(underscored).attributes.job_type).toBe('payment-run');
    const other = {
      ...upstreamJobFixture(),
      attributes: { ...upstreamJobFixture().attributes, job_type: 'refund-run' },
    };
    expect(upstreamJobSchema.safeParse(other).success).toBe(false);
  });

  it.each([
    [{ payment_retry_type: 'backoff', payment_retry_multiplier: 2 }, true],
    [{ payment_retry_type: 'tiered' }, true],
    [{ action: 'pause' }, true],
    [{ payment_retries_limit: 1000 }, true],
    [{ payment_retries_limit: -1 }, false],
    [{ payment_retry_interval: 0 }, false],
    [{ payment_retry_interval: 1025 }, false],
    [{ payment_retry_unit: 'month' }, false],
    [{ payment_retry_type: 'exponential' }, false],
  ])(
    'dunning rule attributes %j → valid %s (docs/upstream/real-service.md#dunning-rule-enums-and-limits)',
    (attributes, valid) => {
      const rule = upstreamDunningRuleFixture();
      const changed = { ...rule, attributes: { ...rule.attributes, ...attributes } };
      expect(upstreamDunningRuleSchema.safeParse(changed).success).toBe(valid);
    },
  );

  it('reads a schedule with scheduled_for and rejects one without a location', () => {
    const schedule = upstreamScheduleFixture();
    const withNext = {
      ...schedule,
      meta: { ...schedule.meta, scheduled_for: '2026-07-21T17:32:28Z' },
    };
    expect(upstreamScheduleSchema.parse(withNext).meta.scheduled_for).toBe('2026-07-21T17:32:28Z');
    const { location: _, ...attributes } = schedule.attributes;
    expect(upstreamScheduleSchema.safeParse({ ...schedule, attributes }).success).toBe(false);
  });
});

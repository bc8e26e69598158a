/**
 * The demo invoices, consistent with their payments: an invoice is paid exactly when a
 * succeeded payment covers its total. Numbers are positions in the month's billing run, so they
 * repeat across months and subscriptions, as the real service's do (docs/upstream/navigation.md#invoice-facts).
 */

import type { SimulatorInvoice, SimulatorPayment } from '../types.ts';
import type { BuiltCustomers } from './accounts-and-subscribers.ts';
import type { BuiltCatalog } from './offerings.ts';
import { DAY, type GeneratedInvoice, iso } from './payments.ts';

/** VAT by currency, for subscriptions whose prices include tax. */
const VAT: Record<string, { name: string; rate: number; jurisdiction: string; code: string }> = {
  EUR: { name: 'MwSt', rate: 0.19, jurisdiction: 'DE', code: 'DE-VAT-19' },
  GBP: { name: 'VAT', rate: 0.2, jurisdiction: 'GB', code: 'GB-VAT-20' },
};

/** Billing runs start at 00:30 UTC on the first of the month. */
export function billingRunAt(month: number): number {
  return Date.UTC(2026, month - 1, 1, 0, 30);
}

/** A succeeded, settled payment in the invoice currency of at least its total. */
export function covers(p: SimulatorPayment, currency: string, total: bigint): boolean {
  const a = p.attributes;
  return (
    a.success &&
    a.pending !== true &&
    a.amount.currency === currency &&
    BigInt(a.amount.amount) >= total
  );
}

function period(start: number, interval: 'month' | 'year'): { start: string; end: string } {
  const end = new Date(start);
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return { start: iso(start), end: end.toISOString() };
}

/**
 * The invoice resources of `generated`.
 * @example buildInvoices(generated, catalog, customers).filter((i) => i.attributes.outstanding)
 */
export function buildInvoices(
  generated: readonly GeneratedInvoice[],
  catalog: BuiltCatalog,
  customers: BuiltCustomers,
): SimulatorInvoice[] {
  const numbers = new Map<number, number>();
  return generated.map((g) => {
    const { sub, spec } = g;
    const number = (numbers.get(spec.month) ?? 0) + 1;
    numbers.set(spec.month, number);
    const periodStart = Date.UTC(2026, spec.month - 1, 1);
    // A pro-forma invoice is generated ahead by the pricing option's lead time.
    const createdMs = spec.proForma ? periodStart - 27 * DAY : billingRunAt(spec.month);
    const createdAt = iso(createdMs);
    const last = g.payments.at(-1);
    const updatedAt = last ? last.meta.timestamps.updated_at : createdAt;
    const vat = sub.includesTax ? VAT[sub.currency] : undefined;
    const taxesAddedAt = vat && !spec.taxPending ? iso(createdMs + 10 * 60_000) : undefined;
    const price = {
      currency: sub.currency,
      amount: String(g.amount),
      ...(sub.includesTax !== undefined && { includes_tax: sub.includesTax }),
    };
    const total = BigInt(g.amount);
    const billing = period(periodStart, catalog.interval(sub.offering, sub.option));
    return {
      id: g.invoiceId,
      type: 'subscription_invoice',
      attributes: {
        billing_period: billing,
        invoice_items: [
          {
            description: catalog.describe(sub.offering, sub.plan, sub.option),
            price,
            plan_id: catalog.planId(sub.offering, sub.plan),
            from_time_period: billing.start,
            until_time_period: billing.end,
          },
        ],
        ...(taxesAddedAt && vat && { tax_items: [{ type: 'tax_item' as const, ...vat }] }),
        outstanding: !g.payments.some((p) => covers(p, sub.currency, total)),
        number,
        tax_required: vat !== undefined || spec.taxPending === true,
        payment_retries_limit_reached: spec.exhausted === true,
        manual_payment_pending: g.payments.some((p) => p.attributes.pending === true),
        pro_forma: spec.proForma === true,
        ...(spec.proForma && { valid_from: billing.start }),
        created_at: createdAt,
        updated_at: updatedAt,
      },
      meta: {
        owner: 'store',
        subscription_id: g.subscriptionId,
        subscriber_id: customers.subscriberId(sub.subscriber),
        price,
        timestamps: {
          created_at: createdAt,
          updated_at: updatedAt,
          ...(taxesAddedAt && { taxes_added_at: taxesAddedAt }),
        },
        proration_events: [],
      },
    };
  });
}

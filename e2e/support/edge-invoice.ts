/**
 * One extra invoice in the e2e simulator data, holding the display and export cases the demo seed
 * does not: int64 limits, unknown and malformed currency codes, text a spreadsheet would run as a
 * formula, RFC 4180 quoting, absent optional fields.
 */
import type { SimulatorData, SimulatorPayment } from '@pc/ep-simulator';

export const EDGE_SUBSCRIPTION_ID = 'e2e0c0de-0000-4000-8000-000000000001';
export const EDGE_INVOICE_ID = 'e2e0c0de-0000-4000-8000-000000000002';
/** An invoice longer than the payments API can page through (offset ≤ 10000). */
export const HUGE_SUBSCRIPTION_ID = 'e2e0c0de-0000-4000-8000-000000000003';
export const HUGE_INVOICE_ID = 'e2e0c0de-0000-4000-8000-000000000004';
export const HUGE_PAYMENTS = 10_120;

let serial = 0;
function edgePayment(
  attributes: Partial<SimulatorPayment['attributes']> &
    Pick<SimulatorPayment['attributes'], 'amount'>,
  extra: { owner?: string; takenAt?: string | null; createdAt: string },
): SimulatorPayment {
  serial += 1;
  const suffix = String(serial).padStart(12, '0');
  return {
    id: `e2e0c0de-1111-4000-8000-${suffix}`,
    type: 'subscription_invoice_payment',
    attributes: { success: true, gateway: 'stripe', manual_payment: false, ...attributes },
    meta: {
      owner: extra.owner ?? 'store',
      subscription_id: EDGE_SUBSCRIPTION_ID,
      invoice_id: EDGE_INVOICE_ID,
      job_id: `e2e0c0de-2222-4000-8000-${suffix}`,
      timestamps: {
        created_at: extra.createdAt,
        updated_at: extra.createdAt,
        ...(extra.takenAt === null ? {} : { payment_taken_at: extra.takenAt ?? extra.createdAt }),
      },
    },
  };
}

export function edgePayments(): SimulatorPayment[] {
  serial = 0;
  return [
    edgePayment(
      {
        external_payment_id: 'pi_int64_max',
        amount: { currency: 'USD', amount: '9223372036854775807', includes_tax: true },
      },
      { createdAt: '2026-03-01T10:00:00.000Z' },
    ),
    edgePayment(
      {
        success: false,
        external_payment_id: 'pi_int64_min',
        failure_detail: { reason: 'Reversal, "chargeback"\nsecond line' },
        amount: { currency: 'USD', amount: '-9223372036854775808', includes_tax: false },
      },
      { createdAt: '2026-03-01T11:00:00.000+02:00', takenAt: null },
    ),
    edgePayment(
      {
        gateway: 'manual',
        manual_payment: true,
        amount: { currency: 'KWD', amount: '1234' },
      },
      { createdAt: '2026-03-02T10:00:00.000Z' },
    ),
    edgePayment(
      {
        success: false,
        pending: true,
        external_payment_id: 'jp_pending',
        amount: { currency: 'JPY', amount: '123456' },
      },
      { createdAt: '2026-03-03T10:00:00.000Z', takenAt: null },
    ),
    edgePayment(
      {
        success: false,
        external_payment_id: 'pi_unknown_currency',
        failure_detail: { reason: '=HYPERLINK("http://evil.example","click")' },
        amount: { currency: 'ZZZ', amount: '1999' },
      },
      { createdAt: '2026-03-04T10:00:00.000Z', takenAt: null },
    ),
    edgePayment(
      {
        gateway: '+gateway',
        external_payment_id: '-123',
        amount: { currency: 'usd', amount: '1999' },
      },
      { createdAt: '2026-03-05T10:00:00.000Z', owner: '@owner' },
    ),
    edgePayment(
      { external_payment_id: 'pi_refund', amount: { currency: 'USD', amount: '-500' } },
      { createdAt: '2026-03-06T10:00:00.000Z' },
    ),
  ];
}

function hugePayments(): SimulatorPayment[] {
  const start = Date.UTC(2026, 0, 1);
  return Array.from({ length: HUGE_PAYMENTS }, (_, index) => {
    const suffix = String(index).padStart(12, '0');
    const at = new Date(start + index * 60_000).toISOString();
    return {
      id: `e2e0c0de-3333-4000-8000-${suffix}`,
      type: 'subscription_invoice_payment',
      attributes: {
        success: index % 7 !== 0,
        gateway: 'stripe',
        external_payment_id: `pi_huge_${index}`,
        ...(index % 7 === 0 ? { failure_detail: { reason: 'Card Failure' } } : {}),
        amount: { currency: 'USD', amount: String(100 + index) },
        manual_payment: false,
      },
      meta: {
        owner: 'store',
        subscription_id: HUGE_SUBSCRIPTION_ID,
        invoice_id: HUGE_INVOICE_ID,
        job_id: `e2e0c0de-4444-4000-8000-${suffix}`,
        timestamps: { created_at: at, updated_at: at, payment_taken_at: at },
      },
    };
  });
}

/** The demo seed plus the edge-case invoice and the over-long one. */
export function withEdgeInvoices(data: SimulatorData): SimulatorData {
  return {
    ...data,
    data: [...data.data, ...edgePayments(), ...hugePayments()],
    subscription_names: {
      ...data.subscription_names,
      [EDGE_SUBSCRIPTION_ID]: 'E2E Edge Cases',
      [HUGE_SUBSCRIPTION_ID]: 'E2E Huge',
    },
  };
}

/**
 * One upstream payment, as the real service or the spec shapes it, in the project's own form:
 * `manual_payment` always in `attributes` (the real OpenAPI puts it in `meta`), no `null`
 * optionals, the amount as an exact digit string. The BFF and the simulator both use this.
 */
import type { Payment } from './api.js';
import type { UpstreamPayment } from './upstream.js';

/** @example normalizePayment(upstreamPaymentSchema.parse(resource)).attributes.manual_payment // boolean */
export function normalizePayment(p: UpstreamPayment): Payment {
  const a = p.attributes;
  const t = p.meta.timestamps;
  return {
    id: p.id,
    type: p.type,
    attributes: {
      success: a.success,
      ...(a.pending != null && { pending: a.pending }),
      gateway: a.gateway,
      ...(a.external_payment_id != null && { external_payment_id: a.external_payment_id }),
      ...(a.failure_detail != null && {
        failure_detail: a.failure_detail.reason != null ? { reason: a.failure_detail.reason } : {},
      }),
      amount: {
        currency: a.amount.currency,
        amount: a.amount.amount,
        ...(a.amount.includes_tax != null && { includes_tax: a.amount.includes_tax }),
      },
      // The schema's refine guarantees one of the two is a boolean.
      manual_payment: (a.manual_payment ?? p.meta.manual_payment) === true,
    },
    meta: {
      owner: p.meta.owner,
      subscription_id: p.meta.subscription_id,
      invoice_id: p.meta.invoice_id,
      job_id: p.meta.job_id,
      timestamps: {
        created_at: t.created_at,
        updated_at: t.updated_at,
        ...(t.payment_taken_at != null && { payment_taken_at: t.payment_taken_at }),
      },
    },
  };
}

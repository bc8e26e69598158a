/**
 * Payments for the rules' tests, written as the simulator's demo writes its stories, one letter
 * per payment in time order: S succeeded · F failed · R refund · P pending manual · M settled
 * manual. A test then reads like the demo invoice it stands for ("FFFSRS" is January's).
 */
import type { Payment } from './api.ts';
import type { RetryBlockerInput } from './retry-blockers.ts';

export interface StoryOptions {
  /** Minor units of a charge; a refund returns a fifth of it, as in the demo. */
  amount?: string;
  currency?: string;
  /** First payment's time; each next one is `gapMs` later. */
  start?: string;
  gapMs?: number;
  reason?: string;
}

const DAY = 86_400_000;

/** The story's payments, ids `p1`, `p2`, … in time order. */
export function paymentStory(story: string, options: StoryOptions = {}): Payment[] {
  const amount = BigInt(options.amount ?? '49900');
  const start = Date.parse(options.start ?? '2026-01-01T02:00:00Z');
  const gap = options.gapMs ?? 3 * DAY;
  return [...story].map((kind, index) =>
    storyPayment(kind, {
      id: `p${index + 1}`,
      at: new Date(start + index * gap).toISOString(),
      amount: kind === 'R' ? String(-(amount / 5n)) : String(amount),
      currency: options.currency ?? 'USD',
      reason: options.reason ?? 'Card Failure',
    }),
  );
}

/** One payment of `kind` (see the module header). */
export function storyPayment(
  kind: string,
  p: { id: string; at: string; amount: string; currency: string; reason?: string },
): Payment {
  const manual = kind === 'P' || kind === 'M';
  const success = kind === 'S' || kind === 'R' || kind === 'M';
  return {
    id: p.id,
    type: 'subscription_invoice_payment',
    attributes: {
      success,
      pending: manual ? kind === 'P' : undefined,
      gateway: manual ? 'manual' : 'stripe_payment_intents',
      external_payment_id: success ? `pi_${p.id}` : undefined,
      failure_detail: kind === 'F' ? { reason: p.reason ?? 'Card Failure' } : undefined,
      amount: { currency: p.currency, amount: p.amount },
      manual_payment: manual,
    },
    meta: {
      owner: 'store',
      subscription_id: '00000000-0000-4000-8000-000000000001',
      invoice_id: '00000000-0000-4000-8000-000000000002',
      job_id: '00000000-0000-4000-8000-000000000003',
      timestamps: { created_at: p.at, updated_at: p.at },
    },
  };
}

/** An outstanding invoice that nothing stops from being retried. */
export const OUTSTANDING_INVOICE: RetryBlockerInput = {
  paid: false,
  retriesExhausted: false,
  taxStatus: 'applied',
  manualPaymentPending: false,
  notYetDue: false,
};

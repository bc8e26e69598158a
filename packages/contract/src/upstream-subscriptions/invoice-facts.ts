/**
 * The facts a support person reads off an invoice and its payments (docs/upstream/navigation.md#invoice-facts):
 * paid or not, tax status, attempts, retries left and the ESTIMATED next retry. Elastic Path has
 * no next-retry or attempt-count field; everything here is derived, and the estimate must be
 * shown as one.
 */
import {
  type NextPaymentRun,
  nextPaymentRun,
  type PaymentRunScheduleInput,
} from './next-payment-run.ts';

export type TaxStatus = 'not-required' | 'applied' | 'pending';

export interface InvoiceFactsInput {
  attributes: {
    outstanding: boolean;
    tax_required: boolean;
    payment_retries_limit_reached: boolean;
    manual_payment_pending: boolean;
    pro_forma?: boolean | undefined;
    valid_from?: string | undefined;
  };
  meta: { timestamps: { taxes_added_at?: string | undefined } };
}

export interface PaymentFactsInput {
  attributes: { success: boolean; pending?: boolean | null | undefined };
  meta: { timestamps: { created_at: string } };
}

export interface DunningRuleInput {
  attributes: {
    payment_retry_type: string;
    payment_retry_interval?: number | undefined;
    payment_retry_unit?: 'day' | 'week' | undefined;
    payment_retries_limit: number;
    /** What Elastic Path does to the subscription when the retries run out. */
    action?: DunningAction | undefined;
    default?: boolean | undefined;
  };
}

export type DunningAction = 'none' | 'pause' | 'close' | 'suspend';

export interface RetryContext {
  dunningRules: readonly DunningRuleInput[];
  schedules: readonly PaymentRunScheduleInput[];
  /** Default Date.now(); decides whether a pro-forma invoice is due yet. */
  now?: number;
}

/** The rule the estimate applies: the store's default, or EP's documented fallback. */
export interface AppliedRule {
  source: 'default-rule' | 'fallback';
  type: string;
  interval: number;
  unit: 'day' | 'week';
  limit: number;
  /** The rule's action when retries run out; null for the fallback, whose action is not documented. */
  action: DunningAction | null;
}

export type NextRetry =
  | { kind: 'estimate'; at: string; earliest: string; scheduleId: string | undefined }
  | {
      kind: 'unknown';
      reason: 'non-fixed-rule' | Extract<NextPaymentRun, { kind: 'none' }>['reason'];
    }
  | {
      kind: 'none';
      reason: 'paid' | 'not-yet-due' | 'tax-pending' | 'retries-exhausted' | 'no-failed-attempt';
    };

export interface InvoiceFacts {
  paid: boolean;
  taxStatus: TaxStatus;
  /** Pro forma and before `valid_from` (or no `valid_from`): "Not yet due". */
  notYetDue: boolean;
  manualPaymentPending: boolean;
  retriesExhausted: boolean;
  /** Payments that are not pending. */
  attempts: number;
  failedAttempts: number;
  /** ≈ max(0, 1 + limit − attempts); 0 once retries are exhausted. */
  retriesLeft: number;
  rule: AppliedRule;
  nextRetry: NextRetry;
}

const DAY_MS = 86_400_000;
const UNIT_MS = { day: DAY_MS, week: 7 * DAY_MS } as const;

/** docs/upstream/navigation.md#dunning-rules: with no default rule a failed payment is retried once a day for 10 days. */
const FALLBACK_RULE: AppliedRule = {
  source: 'fallback',
  type: 'fixed',
  interval: 1,
  unit: 'day',
  limit: 10,
  action: null,
};

/**
 * The rule of docs/upstream/navigation.md#next-retry-estimate. A default rule without interval or unit takes 1 and `day`.
 * @example appliedRule([]) // { source: 'fallback', type: 'fixed', interval: 1, unit: 'day', limit: 10, action: null }
 */
export function appliedRule(rules: readonly DunningRuleInput[]): AppliedRule {
  const rule = rules.find((r) => r.attributes.default === true)?.attributes;
  if (!rule) return FALLBACK_RULE;
  return {
    source: 'default-rule',
    type: rule.payment_retry_type,
    interval: rule.payment_retry_interval ?? 1,
    unit: rule.payment_retry_unit ?? 'day',
    limit: rule.payment_retries_limit,
    action: rule.action ?? null,
  };
}

/**
 * Tax status as Elastic Path's UI derives it: not required, applied, or pending.
 * @example taxStatus({ attributes: { tax_required: true }, meta: { timestamps: {} } }) // 'pending'
 */
export function taxStatus(invoice: {
  attributes: { tax_required: boolean };
  meta: { timestamps: { taxes_added_at?: string | undefined } };
}): TaxStatus {
  if (!invoice.attributes.tax_required) return 'not-required';
  return invoice.meta.timestamps.taxes_added_at !== undefined ? 'applied' : 'pending';
}

function latestFailure(payments: readonly PaymentFactsInput[]): number | undefined {
  let latest: number | undefined;
  for (const p of payments) {
    if (p.attributes.success || p.attributes.pending === true) continue;
    const at = Date.parse(p.meta.timestamps.created_at);
    if (latest === undefined || at > latest) latest = at;
  }
  return latest;
}

/**
 * Everything docs/upstream/navigation.md#invoice-facts derives for one invoice from the invoice, all its payments, the store's dunning
 * rules and schedules. Pure: the clock comes from `context.now`.
 * @example
 * const facts = invoiceFacts(invoice, payments, { dunningRules, schedules, now: Date.now() });
 * if (facts.nextRetry.kind === 'estimate') show(`Next retry ≈ ${facts.nextRetry.at} (estimated)`);
 */
export function invoiceFacts(
  invoice: InvoiceFactsInput,
  payments: readonly PaymentFactsInput[],
  context: RetryContext,
): InvoiceFacts {
  const a = invoice.attributes;
  const now = context.now ?? Date.now();
  const rule = appliedRule(context.dunningRules);
  const tax = taxStatus(invoice);
  const notYetDue =
    a.pro_forma === true && (a.valid_from === undefined || now < Date.parse(a.valid_from));
  const attempts = payments.filter((p) => p.attributes.pending !== true).length;
  const failedAttempts = payments.filter(
    (p) => !p.attributes.success && p.attributes.pending !== true,
  ).length;
  const retriesExhausted = a.payment_retries_limit_reached;
  const facts = {
    paid: !a.outstanding,
    taxStatus: tax,
    notYetDue,
    manualPaymentPending: a.manual_payment_pending,
    retriesExhausted,
    attempts,
    failedAttempts,
    retriesLeft: retriesExhausted ? 0 : Math.max(0, 1 + rule.limit - attempts),
    rule,
  };
  const none = (reason: Extract<NextRetry, { kind: 'none' }>['reason']) => ({
    ...facts,
    nextRetry: { kind: 'none' as const, reason },
  });

  if (!a.outstanding) return none('paid');
  if (notYetDue) return none('not-yet-due');
  if (tax === 'pending') return none('tax-pending');
  if (retriesExhausted) return none('retries-exhausted');
  const failedAt = latestFailure(payments);
  if (failedAt === undefined) return none('no-failed-attempt');
  if (rule.type !== 'fixed') {
    return { ...facts, nextRetry: { kind: 'unknown', reason: 'non-fixed-rule' } };
  }
  const earliest = failedAt + rule.interval * UNIT_MS[rule.unit];
  const run = nextPaymentRun(context.schedules, earliest);
  if (run.kind === 'none') return { ...facts, nextRetry: { kind: 'unknown', reason: run.reason } };
  return {
    ...facts,
    nextRetry: {
      kind: 'estimate',
      at: run.at,
      earliest: new Date(earliest).toISOString(),
      scheduleId: run.scheduleId,
    },
  };
}

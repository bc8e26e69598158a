/**
 * The demo store's runs and their configuration: a payment run (job) with its report for every
 * `job_id` a payment names, the monthly billing and tax runs, the dunning rules (the default:
 * fixed, every 2 days, 10 retries, then suspend) and the schedules that start the runs.
 */

import type { Prng } from '../prng.ts';
import type {
  SimulatorDunningRule,
  SimulatorInvoice,
  SimulatorJob,
  SimulatorPayment,
  SimulatorSchedule,
} from '../types.ts';
import { billingRunAt } from './invoices.ts';
import { iso } from './payments.ts';

type Totals = Record<string, { amount: string }>;

function addTo(totals: Totals, currency: string, amount: string): void {
  const before = BigInt(totals[currency]?.amount ?? '0');
  totals[currency] = { amount: String(before + BigInt(amount)) };
}

function job(
  id: string,
  jobType: SimulatorJob['attributes']['job_type'],
  startedMs: number,
  finishedMs: number,
  report: NonNullable<SimulatorJob['meta']['report']>,
  externalRef?: string,
): SimulatorJob {
  const created = iso(startedMs - 1000);
  const finished = iso(finishedMs);
  return {
    id,
    type: 'subscription_job',
    attributes: {
      job_type: jobType,
      status: 'success',
      ...(externalRef && { external_ref: externalRef }),
      created_at: created,
      updated_at: finished,
    },
    meta: {
      owner: 'store',
      timestamps: {
        created_at: created,
        updated_at: finished,
        started_at: iso(startedMs),
        finished_at: finished,
      },
      report,
    },
  };
}

/**
 * One payment run per distinct `job_id`, its report counted from the payments it made.
 * @example paymentRuns(payments).find((j) => j.id === payments[0].meta.job_id)?.meta.report
 */
export function paymentRuns(payments: readonly SimulatorPayment[]): SimulatorJob[] {
  const groups = new Map<string, SimulatorPayment[]>();
  for (const p of payments) {
    const list = groups.get(p.meta.job_id) ?? [];
    list.push(p);
    groups.set(p.meta.job_id, list);
  }
  return [...groups].map(([id, made]) => {
    const times = made.map((p) => Date.parse(p.meta.timestamps.created_at));
    const collected: Totals = {};
    for (const p of made)
      if (p.attributes.success)
        addTo(collected, p.attributes.amount.currency, p.attributes.amount.amount);
    return job(id, 'payment-run', Math.min(...times) - 5000, Math.max(...times) + 30_000, {
      total_payment_attempts: made.filter((p) => p.attributes.pending !== true).length,
      failed_payments: made.filter((p) => !p.attributes.success && p.attributes.pending !== true)
        .length,
      total_collected: collected,
    });
  });
}

/**
 * A billing run per month that made invoices, and a tax run where tax was added.
 * @example billingAndTaxRuns(rng, invoices).map((j) => j.attributes.external_ref)
 */
export function billingAndTaxRuns(
  rng: Prng,
  invoices: readonly SimulatorInvoice[],
): SimulatorJob[] {
  const months = [
    ...new Set(invoices.map((i) => i.attributes.created_at?.slice(0, 7) ?? '')),
  ].sort();
  const jobs: SimulatorJob[] = [];
  for (const month of months) {
    const made = invoices.filter((i) => i.attributes.created_at?.startsWith(month));
    const ready: Totals = {};
    const taxRequired: Totals = {};
    for (const i of made) {
      const price = i.meta.price;
      if (!price) continue;
      addTo(i.attributes.tax_required ? taxRequired : ready, price.currency, price.amount);
    }
    const at = Date.parse(made[0]?.meta.timestamps.created_at ?? `${month}-01T00:00:00Z`);
    const startedMs = Math.min(at, billingRunAt(Number(month.slice(5, 7))));
    jobs.push(
      job(
        rng.uuid(),
        'billing-run',
        startedMs - 60_000,
        startedMs + 120_000,
        {
          invoices_ready_for_payment: made.filter((i) => !i.attributes.tax_required).length,
          invoices_tax_required: made.filter((i) => i.attributes.tax_required).length,
          invoice_failures: 0,
          total_ready_for_payment: ready,
          total_tax_required: taxRequired,
        },
        `billing-run-${month}`,
      ),
    );
    const taxed = made.filter((i) => i.meta.timestamps.taxes_added_at !== undefined);
    if (taxed.length > 0) {
      const taxAt = Math.min(
        ...taxed.map((i) => Date.parse(i.meta.timestamps.taxes_added_at ?? '')),
      );
      jobs.push(
        job(
          rng.uuid(),
          'tax-run',
          taxAt - 30_000,
          taxAt + 30_000,
          {
            invoices_updated: taxed.length,
            invoice_failures: 0,
          },
          `tax-run-${month}`,
        ),
      );
    }
  }
  return jobs;
}

const CONFIG_AT = '2025-10-01T09:00:00.000Z';
const owned = {
  owner: 'store' as const,
  timestamps: { created_at: CONFIG_AT, updated_at: CONFIG_AT },
};

/** The default rule (fixed, 2 days, 10 retries, suspend) and a non-default backoff rule. */
export function dunningRules(rng: Prng): SimulatorDunningRule[] {
  return [
    {
      id: rng.uuid(),
      type: 'subscription_dunning_rule',
      attributes: {
        payment_retry_type: 'fixed',
        payment_retry_interval: 2,
        payment_retry_unit: 'day',
        payment_retries_limit: 10,
        action: 'suspend',
        default: true,
        created_at: CONFIG_AT,
        updated_at: CONFIG_AT,
      },
      meta: owned,
    },
    {
      id: rng.uuid(),
      type: 'subscription_dunning_rule',
      attributes: {
        payment_retry_type: 'backoff',
        payment_retry_interval: 1,
        payment_retry_unit: 'day',
        payment_retry_multiplier: 2,
        payment_retries_limit: 5,
        action: 'close',
        default: false,
        created_at: CONFIG_AT,
        updated_at: CONFIG_AT,
      },
      meta: owned,
    },
  ];
}

function schedule(
  rng: Prng,
  name: string,
  externalRef: string,
  specification: string,
  location: string,
  jobType: SimulatorSchedule['attributes']['job']['job_type'],
  scheduledFor: string,
): SimulatorSchedule {
  return {
    id: rng.uuid(),
    type: 'subscription_schedule',
    attributes: {
      specification,
      location,
      job: { job_type: jobType },
      name,
      external_ref: externalRef,
      created_at: CONFIG_AT,
      updated_at: CONFIG_AT,
    },
    meta: { ...owned, scheduled_for: scheduledFor },
  };
}

/** The nightly payment run (00:30 London), the monthly billing run and the hourly tax run. */
export function schedules(rng: Prng): SimulatorSchedule[] {
  return [
    schedule(
      rng,
      'Nightly payment run',
      'nightly-payments',
      '30 0 * * *',
      'Europe/London',
      'payment-run',
      '2026-04-07T23:30:00.000Z',
    ),
    schedule(
      rng,
      'Monthly billing run',
      'monthly-billing',
      '30 0 1 * *',
      'UTC',
      'billing-run',
      '2026-05-01T00:30:00.000Z',
    ),
    schedule(
      rng,
      'Hourly tax run',
      'hourly-tax',
      '40 * * * *',
      'UTC',
      'tax-run',
      '2026-04-07T12:40:00.000Z',
    ),
  ];
}

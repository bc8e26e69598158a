import { invoiceFacts, SUBSCRIPTION_STATUS_LABELS, subscriptionStatus } from '@pc/contract';
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../create-simulator.ts';
import { checkSimulatorData } from '../simulator-data.ts';
import { covers } from './invoices.ts';
import { DEMO_NOW, demoSeed } from './seed.ts';

const seed = demoSeed();
const now = Date.parse(DEMO_NOW);
const invoices = seed.invoices ?? [];
const paymentsOf = (invoiceId: string) => seed.data.filter((p) => p.meta.invoice_id === invoiceId);

/** The ids demoSeed() produced before navigation: e2e, bench and bookmarks rely on them. */
const ORIGINAL_INVOICES = [
  ['c2e7221c-bd08-407b-9cf0-757d9a5050a6', 'c2fb6de6-70e6-444e-871b-5aba02cbe1fe', 6],
  ['c2e7221c-bd08-407b-9cf0-757d9a5050a6', '395cba05-bfa8-472c-9216-60925b4dea9c', 1],
  ['c2e7221c-bd08-407b-9cf0-757d9a5050a6', '74631433-0784-4a14-b1e0-d0361a6942e5', 2],
  ['6ec685cc-a29c-4ce3-b3b4-cba2868f57fd', 'd0e67984-17d7-489c-a764-403db071b3bf', 1],
  ['6ec685cc-a29c-4ce3-b3b4-cba2868f57fd', 'f919cb4d-e9f5-4f3e-869b-3ac45aa5bd24', 3],
  ['6ec685cc-a29c-4ce3-b3b4-cba2868f57fd', '5d6d66af-69b1-4dcd-b042-c4cb09c8e0a8', 0],
  ['695a2387-b9be-40cf-a97e-bff1dac3b4fe', '35e862f4-adf8-47f7-b18b-d01dba200135', 1],
  ['695a2387-b9be-40cf-a97e-bff1dac3b4fe', '030508de-58af-4e5e-99f9-74651c46e263', 2],
  ['c23cf03c-a8af-488a-88a0-4bf76eb3c861', '341e014f-49cd-4be3-8f5a-deb01470a739', 1],
  ['c23cf03c-a8af-488a-88a0-4bf76eb3c861', 'ca44c2e5-8265-44ff-8125-759310473859', 3],
  ['44d16cde-a444-4d64-9dc4-b44a55864a69', '72be4faa-f12c-428d-a6c6-b6517270cee3', 2],
  ['44d16cde-a444-4d64-9dc4-b44a55864a69', '72c01e7e-99f4-479e-988d-0c0d0c4a6307', 1],
  ['f47bde75-1e66-4e48-84be-9538bd95b4c1', 'c86e5d7c-3da4-4ee0-a53c-b5ffcc5e8df4', 246],
];

describe('demoSeed for navigation', () => {
  it('keeps the original subscription and invoice ids, in order, with their payment counts', () => {
    const sim = createSimulator();
    expect(
      sim.invoices.slice(0, 13).map((i) => [i.subscriptionId, i.invoiceId, i.payments]),
    ).toEqual(ORIGINAL_INVOICES);
    expect(sim.invoices[0]?.label).toBe('Acme Cloud · USD · 6 payments');
  });

  it('passes the contract schemas of every resource', () => {
    expect(() => checkSimulatorData(seed, 'demo seed')).not.toThrow();
  });

  it('marks an invoice paid exactly when a succeeded payment covers its total', () => {
    for (const invoice of invoices) {
      const total = invoice.meta.price;
      if (!total) throw new Error(`invoice ${invoice.id} has no total`);
      const covered = paymentsOf(invoice.id).some((p) =>
        covers(p, total.currency, BigInt(total.amount)),
      );
      expect(invoice.attributes.outstanding, invoice.id).toBe(!covered);
    }
  });

  it('has a refund only on a paid invoice, as a succeeded negative payment', () => {
    const refunds = seed.data.filter((p) => p.attributes.amount.amount.startsWith('-'));
    expect(refunds.length).toBeGreaterThan(0);
    for (const refund of refunds) {
      expect(refund.attributes.success).toBe(true);
      const invoice = invoices.find((i) => i.id === refund.meta.invoice_id);
      expect(invoice?.attributes.outstanding).toBe(false);
    }
  });

  it('has a job with a report for every job_id a payment names', () => {
    const jobs = new Map((seed.jobs ?? []).map((j) => [j.id, j]));
    for (const p of seed.data) {
      const job = jobs.get(p.meta.job_id);
      expect(job?.attributes.job_type, p.id).toBe('payment-run');
      expect(job?.meta.report?.total_payment_attempts).toBeTypeOf('number');
    }
    const types = new Set(seed.jobs?.map((j) => j.attributes.job_type));
    expect(types).toEqual(new Set(['payment-run', 'billing-run', 'tax-run']));
  });

  it('has a subscription in every lifecycle state at DEMO_NOW', () => {
    const labels = new Set(seed.subscriptions?.map((s) => subscriptionStatus(s, now).label));
    expect(labels).toEqual(new Set(SUBSCRIPTION_STATUS_LABELS));
  });

  it('prices plans and invoices in USD, EUR, GBP, JPY and KWD', () => {
    const five = new Set(['USD', 'EUR', 'GBP', 'JPY', 'KWD']);
    const planCurrencies = Object.values(seed.offerings ?? {}).flatMap((o) =>
      o.plans.flatMap((p) => Object.keys(p.attributes.price ?? {})),
    );
    expect(new Set(planCurrencies)).toEqual(five);
    expect(new Set(invoices.map((i) => i.meta.price?.currency))).toEqual(five);
  });

  it('prices each subscription as its invoices total', () => {
    for (const invoice of invoices) {
      const subscription = seed.subscriptions?.find((s) => s.id === invoice.meta.subscription_id);
      const offering = seed.offerings?.[subscription?.attributes.offering.id ?? ''];
      const option = offering?.pricing_options.find(
        (o) => o.id === subscription?.attributes.pricing_option_id,
      );
      const price = option?.meta.prices?.[subscription?.attributes.plan_id ?? '']?.price;
      expect(price?.[subscription?.attributes.currency ?? '']?.amount, invoice.id).toBe(
        invoice.meta.price?.amount,
      );
    }
  });

  it('has every invoice case the console explains', () => {
    const context = {
      dunningRules: seed.dunning_rules ?? [],
      schedules: seed.schedules ?? [],
      now,
    };
    const facts = invoices.map((i) => invoiceFacts(i, paymentsOf(i.id), context));
    expect(facts.some((f) => f.paid)).toBe(true);
    expect(facts.some((f) => !f.paid && f.retriesLeft > 0 && f.nextRetry.kind === 'estimate')).toBe(
      true,
    );
    expect(facts.some((f) => f.retriesExhausted && f.failedAttempts === 11)).toBe(true);
    expect(facts.some((f) => f.taxStatus === 'pending')).toBe(true);
    expect(facts.some((f) => f.taxStatus === 'applied')).toBe(true);
    expect(facts.some((f) => f.notYetDue)).toBe(true);
    expect(facts.some((f) => f.manualPaymentPending)).toBe(true);
  });

  it('bills each invoice to a subscriber of the subscription account', () => {
    for (const invoice of invoices) {
      const subscriber = seed.subscribers?.find((s) => s.id === invoice.meta.subscriber_id);
      const subscription = seed.subscriptions?.find((s) => s.id === invoice.meta.subscription_id);
      expect(subscriber?.attributes.account_id, invoice.id).toBe(
        subscription?.attributes.account_id,
      );
    }
  });

  it('repeats invoice numbers across runs, like the real service', () => {
    const acmeCloud = invoices.filter((i) => i.meta.subscription_id === ORIGINAL_INVOICES[0]?.[0]);
    expect(acmeCloud.map((i) => i.attributes.number)).toEqual([1, 1, 1]);
  });

  it('has companies with several subscribers and emails with capitals and plus-addressing', () => {
    const perAccount = new Map<string, number>();
    for (const s of seed.subscribers ?? [])
      perAccount.set(s.attributes.account_id, (perAccount.get(s.attributes.account_id) ?? 0) + 1);
    expect([...perAccount.values()].some((n) => n >= 2)).toBe(true);
    const emails = seed.subscribers?.map((s) => s.attributes.email) ?? [];
    expect(emails).toContain('Ron.Swanson+billing@Example.com');
    expect(emails.some((e) => e !== e.toLowerCase())).toBe(true);
  });

  it('has one default fixed dunning rule and a payment-run schedule', () => {
    const defaults = seed.dunning_rules?.filter((r) => r.attributes.default) ?? [];
    expect(defaults.map((r) => r.attributes)).toMatchObject([
      {
        payment_retry_type: 'fixed',
        payment_retry_interval: 2,
        payment_retry_unit: 'day',
        payment_retries_limit: 10,
      },
    ]);
    expect(
      seed.schedules?.find((s) => s.attributes.job.job_type === 'payment-run')?.attributes,
    ).toMatchObject({
      specification: '30 0 * * *',
      location: 'Europe/London',
    });
  });

  it('labels the demo objects so tests can find them', () => {
    const { demo } = createSimulator({ now: () => now });
    expect(
      demo.subscribers.find((s) => s.email === 'Ron.Swanson+billing@Example.com'),
    ).toMatchObject({
      name: 'Ron Swanson',
      company: 'Acme Corporation',
    });
    expect(demo.subscriptions.map((s) => s.status)).toContain('Pending cancel');
    expect(demo.invoices.map((i) => i.state)).toEqual(
      expect.arrayContaining(['paid', 'unpaid', 'retries-exhausted', 'tax-pending', 'pro-forma']),
    );
    expect(new Set(demo.invoices.map((i) => i.label)).size).toBe(demo.invoices.length);
  });
});

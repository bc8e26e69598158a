/**
 * The data every benchmark serves: the simulator's demo seed with its long metered invoice cut
 * to exactly 240 payments (the "240-payment invoice"), so that page counts are round
 * and the numbers stay comparable from run to run.
 */
import { demoSeed, type SimulatorData } from '@pc/ep-simulator';

export const BENCH_INVOICE_PAYMENTS = 240;

export interface BenchInvoice {
  subscriptionId: string;
  invoiceId: string;
}

const keyOf = (p: SimulatorData['data'][number]) =>
  `${p.meta.subscription_id}/${p.meta.invoice_id}`;

/** Payments per invoice, keyed `subscriptionId/invoiceId`, largest first. */
function paymentsPerInvoice(data: SimulatorData): [string, number][] {
  const counts = new Map<string, number>();
  for (const p of data.data) counts.set(keyOf(p), (counts.get(keyOf(p)) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/** The demo seed with its longest invoice trimmed to 240 payments (the earliest ones). */
export function benchData(): SimulatorData {
  const seed = demoSeed();
  const [longest, count = 0] = paymentsPerInvoice(seed)[0] ?? [];
  if (!longest || count < BENCH_INVOICE_PAYMENTS) {
    throw new Error(`the demo seed has no invoice with ${BENCH_INVOICE_PAYMENTS} payments`);
  }
  let kept = 0;
  const data = seed.data.filter((p) => keyOf(p) !== longest || ++kept <= BENCH_INVOICE_PAYMENTS);
  return { ...seed, data };
}

/** The 240-payment invoice of `data`. */
export function benchInvoice(data: SimulatorData): BenchInvoice {
  const found = paymentsPerInvoice(data).find(([, count]) => count === BENCH_INVOICE_PAYMENTS);
  if (!found) throw new Error(`no invoice with ${BENCH_INVOICE_PAYMENTS} payments`);
  const [subscriptionId = '', invoiceId = ''] = found[0].split('/');
  return { subscriptionId, invoiceId };
}

/** What bench/src/navigation-timing.ts searches for and opens. */
export interface NavigationTarget {
  /** An email the store holds exactly once, and the name its customer page shows. */
  email: string;
  customerName: string;
  /** A subscription whose newest invoice has payments, and the invoice page's heading. */
  subscriptionId: string;
  invoiceHeading: string;
}

/**
 * What the navigation timings search and open in the demo seed: Ron Swanson's billing email (one
 * customer: the search opens his page) and Acme Cloud, whose invoices have payments.
 */
export function benchNavigationTarget(data: SimulatorData): NavigationTarget {
  const email = 'Ron.Swanson+billing@Example.com';
  const customer = data.subscribers?.find((s) => s.attributes.email === email);
  const subscription = data.subscriptions?.find(
    (s) => s.attributes.external_ref === 'acme-cloud-001',
  );
  if (!customer || !subscription) throw new Error('the demo seed has no Ron Swanson or Acme Cloud');
  return {
    email,
    customerName: customer.attributes.name,
    subscriptionId: subscription.id,
    // The nested payments view's heading; the invoice page's once links go to /invoices/{id}.
    invoiceHeading: 'Payments',
  };
}

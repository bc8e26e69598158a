/**
 * The data every benchmark serves: the simulator's demo seed, whole (its long metered invoice
 * has 246 payments: the invoice the browser part opens), plus a copy of that invoice's first 240
 * payments under an invoice id of its own, so that the load phases keep exactly a 240-payment
 * invoice: round page counts, numbers comparable from run to run.
 */
import { demoSeed, type SimulatorData } from '@pc/ep-simulator';

export const BENCH_INVOICE_PAYMENTS = 240;
/** The demo seed's longest invoice, opened whole in the browser (time to rows). */
export const PAGE_INVOICE_PAYMENTS = 246;

/** The 240-payment copy's invoice id; its payments' ids end in their index. */
const LOAD_INVOICE_ID = 'be4c0000-0000-4000-8000-000000000240';

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

/** The demo seed plus a 240-payment copy of its longest invoice (the earliest 240 payments). */
export function benchData(): SimulatorData {
  const seed = demoSeed();
  const [longest, count = 0] = paymentsPerInvoice(seed)[0] ?? [];
  if (!longest || count !== PAGE_INVOICE_PAYMENTS) {
    throw new Error(`the demo seed has no invoice with ${PAGE_INVOICE_PAYMENTS} payments`);
  }
  const copy = seed.data
    .filter((p) => keyOf(p) === longest)
    .slice(0, BENCH_INVOICE_PAYMENTS)
    .map((p, index) => ({
      ...p,
      id: `be4c0000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      meta: { ...p.meta, invoice_id: LOAD_INVOICE_ID },
    }));
  return { ...seed, data: [...seed.data, ...copy] };
}

function invoiceWith(data: SimulatorData, payments: number): BenchInvoice {
  const found = paymentsPerInvoice(data).find(([, count]) => count === payments);
  if (!found) throw new Error(`no invoice with ${payments} payments`);
  const [subscriptionId = '', invoiceId = ''] = found[0].split('/');
  return { subscriptionId, invoiceId };
}

/** The 240-payment invoice of `data`: what the load phases page through. */
export function benchInvoice(data: SimulatorData): BenchInvoice {
  return invoiceWith(data, BENCH_INVOICE_PAYMENTS);
}

/** The 246-payment invoice of `data`: what the browser opens. */
export function pageInvoice(data: SimulatorData): BenchInvoice {
  return invoiceWith(data, PAGE_INVOICE_PAYMENTS);
}

/** What bench/src/navigation-timing.ts searches for and opens. */
export interface NavigationTarget {
  /** An email the store holds exactly once, and the name its customer page shows. */
  email: string;
  customerName: string;
  /** A subscription whose newest invoice has payments, and that invoice page's heading. */
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
  // The subscription page lists its invoices newest first: the first row is the newest.
  const newest = (data.invoices ?? [])
    .filter((i) => i.meta.subscription_id === subscription?.id)
    .sort((a, b) =>
      (b.meta.timestamps.created_at ?? '').localeCompare(a.meta.timestamps.created_at ?? ''),
    )[0];
  if (!customer || !subscription || !newest) {
    throw new Error('the demo seed has no Ron Swanson, or no Acme Cloud with invoices');
  }
  const number = newest.attributes.number;
  return {
    email,
    customerName: customer.attributes.name,
    subscriptionId: subscription.id,
    invoiceHeading: number === undefined ? 'Invoice' : `Invoice #${number}`,
  };
}

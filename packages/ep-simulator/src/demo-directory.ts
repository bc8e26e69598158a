/**
 * Labels for the served data's accounts, subscribers, subscriptions and invoices, so tests and
 * the CLI can find "Ron Swanson's unpaid invoice" without knowing ids (`simulator.demo`).
 * Built from whatever data the simulator serves, not only the demo seed.
 */
import { subscriptionStatus, taxStatus } from '@pc/contract';
import type { Store } from './store.ts';
import type { DemoDirectory, DemoInvoiceState, SimulatorInvoice } from './types.ts';

function invoiceState(invoice: SimulatorInvoice): DemoInvoiceState {
  const a = invoice.attributes;
  if (a.pro_forma) return 'pro-forma';
  if (!a.outstanding) return 'paid';
  if (taxStatus(invoice) === 'pending') return 'tax-pending';
  if (a.payment_retries_limit_reached) return 'retries-exhausted';
  if (a.manual_payment_pending) return 'manual-pending';
  return 'unpaid';
}

/**
 * @example buildDemoDirectory(store, seed.subscription_names ?? {}, Date.now()).invoices[0].label // 'Acme Cloud · #1 · 2026-01 · paid'
 */
export function buildDemoDirectory(
  store: Store,
  names: Record<string, string>,
  now: number,
): DemoDirectory {
  const company = (accountId: string) => store.accounts.get(accountId)?.name ?? '';
  const subscriptionLabel = (id: string) => {
    const named = names[id] ?? names[id.toLowerCase()];
    if (named) return named;
    const s = store.subscriptions.get(id);
    return s
      ? `${s.attributes.offering.attributes.name} · ${s.attributes.currency}`
      : `Subscription ${id.slice(0, 8)}`;
  };
  return {
    accounts: store.accounts.all.map((a) => ({
      id: a.id,
      name: a.name,
      legalName: a.legal_name ?? null,
      externalRef: a.external_ref ?? null,
    })),
    subscribers: store.subscribers.all.map((s) => ({
      id: s.id,
      accountId: s.attributes.account_id,
      company: company(s.attributes.account_id),
      name: s.attributes.name,
      email: s.attributes.email,
    })),
    subscriptions: store.subscriptions.all.map((s) => ({
      id: s.id,
      accountId: s.attributes.account_id,
      company: company(s.attributes.account_id),
      label: subscriptionLabel(s.id),
      status: subscriptionStatus(s, now).label,
      externalRef: s.attributes.external_ref ?? null,
      currency: s.attributes.currency,
    })),
    invoices: store.invoices.all.map((i) => {
      const subscriptionId = i.meta.subscription_id ?? '';
      const state = invoiceState(i);
      const month = i.attributes.billing_period.start.slice(0, 7);
      const number = i.attributes.number === undefined ? '' : ` · #${i.attributes.number}`;
      return {
        id: i.id,
        subscriptionId,
        subscriberId: i.meta.subscriber_id ?? null,
        label: `${subscriptionLabel(subscriptionId)}${number} · ${month} · ${state}`,
        state,
        payments: store.payments.byInvoice(i.id)?.payments.length ?? 0,
      };
    }),
  };
}

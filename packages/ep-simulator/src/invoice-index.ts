/**
 * The data prepared once for the hot path: per invoice, its payments sorted by created_at and
 * already serialised, so a list request only slices an array and joins strings.
 */
import { LosslessNumber, stringifyExactJson } from '@pc/contract';
import { invoiceKey } from './simulator-data.ts';
import type { DemoInvoice, SimulatorData, SimulatorPayment } from './types.ts';

export interface IndexedInvoice {
  /** JSON text of each payment, created_at ascending (ties keep data order). */
  payments: string[];
}

export interface InvoiceIndex {
  get(subscriptionId: string, invoiceId: string): IndexedInvoice | undefined;
  invoices: DemoInvoice[];
}

/**
 * A payment as the wire carries it: the amount a bare JSON number, keys in spec order. The
 * real service puts manual_payment in meta (upstream-notes.md); the spec puts it in attributes.
 * @example paymentJson(p, false) // '{"id":"…","type":"subscription_invoice_payment","attributes":{…"amount":{"currency":"USD","amount":9223372036854775807}…'
 */
export function paymentJson(p: SimulatorPayment, realistic: boolean): string {
  const a = p.attributes;
  const m = p.meta;
  const wire = {
    id: p.id,
    type: p.type,
    attributes: {
      success: a.success,
      pending: a.pending,
      gateway: a.gateway,
      external_payment_id: a.external_payment_id,
      failure_detail: a.failure_detail,
      amount: {
        currency: a.amount.currency,
        amount: new LosslessNumber(a.amount.amount),
        includes_tax: a.amount.includes_tax,
      },
      manual_payment: realistic ? undefined : a.manual_payment,
    },
    meta: {
      owner: m.owner,
      subscription_id: m.subscription_id,
      invoice_id: m.invoice_id,
      job_id: m.job_id,
      manual_payment: realistic ? a.manual_payment : undefined,
      timestamps: m.timestamps,
    },
  };
  // undefined members are left out, so absent optional fields stay absent.
  return stringifyExactJson(wire);
}

function label(name: string, currencies: string[], count: number): string {
  if (count === 0) return `${name} · no payments`;
  return `${name} · ${currencies.join('/')} · ${count} payment${count === 1 ? '' : 's'}`;
}

/**
 * Groups, sorts and serialises `data` once.
 * @example buildInvoiceIndex(demoSeed(), false).get(sid, iid)?.payments.length
 */
export function buildInvoiceIndex(data: SimulatorData, realistic: boolean): InvoiceIndex {
  const groups = new Map<
    string,
    { subscriptionId: string; invoiceId: string; items: SimulatorPayment[] }
  >();
  for (const p of data.data) {
    const key = invoiceKey(p.meta.subscription_id, p.meta.invoice_id);
    let group = groups.get(key);
    if (!group) {
      group = { subscriptionId: p.meta.subscription_id, invoiceId: p.meta.invoice_id, items: [] };
      groups.set(key, group);
    }
    group.items.push(p);
  }
  for (const e of data.empty) {
    const key = invoiceKey(e.subscription_id, e.invoice_id);
    if (!groups.has(key))
      groups.set(key, { subscriptionId: e.subscription_id, invoiceId: e.invoice_id, items: [] });
  }

  const byKey = new Map<string, IndexedInvoice>();
  const invoices: DemoInvoice[] = [];
  for (const [key, group] of groups) {
    // Array.prototype.sort is stable, so equal created_at keep their order in the data.
    const sorted = group.items
      .map((p) => ({ p, at: Date.parse(p.meta.timestamps.created_at) }))
      .sort((x, y) => x.at - y.at)
      .map(({ p }) => p);
    byKey.set(key, { payments: sorted.map((p) => paymentJson(p, realistic)) });
    const name =
      data.subscription_names?.[group.subscriptionId] ??
      `Subscription ${group.subscriptionId.slice(0, 8)}`;
    const currencies = [...new Set(sorted.map((p) => p.attributes.amount.currency))];
    invoices.push({
      subscriptionId: group.subscriptionId,
      invoiceId: group.invoiceId,
      label: label(name, currencies, sorted.length),
      payments: sorted.length,
    });
  }
  // Keep a subscription's invoices together, in the order the data names them.
  const subscriptionOrder = new Map<string, number>();
  for (const i of invoices)
    if (!subscriptionOrder.has(i.subscriptionId))
      subscriptionOrder.set(i.subscriptionId, subscriptionOrder.size);
  invoices.sort(
    (x, y) =>
      (subscriptionOrder.get(x.subscriptionId) ?? 0) -
      (subscriptionOrder.get(y.subscriptionId) ?? 0),
  );
  return { get: (s, i) => byKey.get(invoiceKey(s, i)), invoices };
}

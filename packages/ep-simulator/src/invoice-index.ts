/**
 * The data prepared once for the hot path: per invoice, its payments in serving order and
 * already serialised, so a list request only slices an array and joins strings. Spec mode serves
 * created_at order; realistic mode a stable order that is not chronological (docs/upstream/real-service.md#no-order-guarantee), so a
 * client's own sort is exercised.
 */
import { LosslessNumber, stringifyExactJson } from '@pc/contract';
import { invoiceKey } from './simulator-data.ts';
import type { DemoInvoice, SimulatorData, SimulatorPayment } from './types.ts';

export interface IndexedInvoice {
  subscriptionId: string;
  invoiceId: string;
  /** JSON text of each payment in serving order. */
  payments: string[];
  /** The payments' ids, in the same order as `payments`. */
  ids: string[];
  /** The payments themselves, created_at ascending (ties keep data order). */
  chronological: SimulatorPayment[];
}

export interface InvoiceIndex {
  get(subscriptionId: string, invoiceId: string): IndexedInvoice | undefined;
  /** By invoice id alone (the invoice-only payment paths). */
  byInvoice(invoiceId: string): IndexedInvoice | undefined;
  /** Every invoice with payments or listed as empty or as a resource, data order. */
  all: IndexedInvoice[];
  invoices: DemoInvoice[];
}

/**
 * A payment as the wire carries it: the amount a bare JSON number, keys in spec order. The
 * real service puts manual_payment in meta (docs/upstream/real-service.md#payments-list); the spec puts it in attributes.
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
  const known = [
    ...data.empty,
    ...(data.invoices ?? []).flatMap((i) =>
      i.meta.subscription_id ? [{ subscription_id: i.meta.subscription_id, invoice_id: i.id }] : [],
    ),
  ];
  for (const e of known) {
    const key = invoiceKey(e.subscription_id, e.invoice_id);
    if (!groups.has(key))
      groups.set(key, { subscriptionId: e.subscription_id, invoiceId: e.invoice_id, items: [] });
  }

  const unlisted = new Set(data.unlisted_subscriptions?.map((id) => id.toLowerCase()));
  const byKey = new Map<string, IndexedInvoice>();
  const byInvoice = new Map<string, IndexedInvoice>();
  const all: IndexedInvoice[] = [];
  const invoices: DemoInvoice[] = [];
  for (const [key, group] of groups) {
    // Array.prototype.sort is stable, so equal created_at keep their order in the data.
    const sorted = group.items
      .map((p) => ({ p, at: Date.parse(p.meta.timestamps.created_at) }))
      .sort((x, y) => x.at - y.at)
      .map(({ p }) => p);
    // Ordering by id is stable across pages and, ids being random, not chronological.
    const served = realistic ? [...sorted].sort((x, y) => (x.id < y.id ? -1 : 1)) : sorted;
    const indexed: IndexedInvoice = {
      subscriptionId: group.subscriptionId,
      invoiceId: group.invoiceId,
      payments: served.map((p) => paymentJson(p, realistic)),
      ids: served.map((p) => p.id.toLowerCase()),
      chronological: sorted,
    };
    byKey.set(key, indexed);
    const invoiceId = group.invoiceId.toLowerCase();
    if (!byInvoice.has(invoiceId)) byInvoice.set(invoiceId, indexed);
    all.push(indexed);
    if (unlisted.has(group.subscriptionId.toLowerCase())) continue;
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
  return {
    get: (s, i) => byKey.get(invoiceKey(s, i)),
    byInvoice: (i) => byInvoice.get(i.toLowerCase()),
    all,
    invoices,
  };
}

/**
 * What the store index holds of each record Elastic Path lists, built from the contract's
 * resources: one row per name a search can meet (docs/search-index.md#what-it-holds). A company's
 * name and its legal name are two rows, so each can match exactly; `words` is always one name
 * in the search's normal form, `email` lower-cased whole. `doc` is what a result shows.
 */
import {
  type InvoiceSummary,
  searchNormalForm,
  type UpstreamAccount,
  type UpstreamAccountMember,
  type UpstreamSubscriber,
  type UpstreamSubscription,
  type UpstreamSubscriptionIncluded,
} from '@pc/contract';
import type { IndexKind } from '../db/schema.ts';

export interface IndexRecord {
  kind: IndexKind;
  id: string;
  accountId: string | null;
  customerId: string | null;
  words: string;
  email: string | null;
  reference: string | null;
  doc: unknown;
}

export interface CustomerDoc {
  name: string;
  email: string;
  accountId: string;
}
export interface AccountDoc {
  name: string;
}
export interface SubscriptionDoc {
  subscription: UpstreamSubscription;
  included: UpstreamSubscriptionIncluded;
}

const lower = (id: string) => id.toLowerCase();

export function customerRecord(s: UpstreamSubscriber): IndexRecord {
  const doc: CustomerDoc = {
    name: s.attributes.name,
    email: s.attributes.email,
    accountId: s.attributes.account_id,
  };
  return {
    kind: 'customer',
    id: lower(s.id),
    accountId: lower(s.attributes.account_id),
    customerId: lower(s.id),
    words: searchNormalForm(s.attributes.name),
    email: s.attributes.email.toLowerCase(),
    reference: null,
    doc,
  };
}

/** The account's name, and its legal name as a row of its own when it has one. */
export function accountRecords(a: UpstreamAccount): IndexRecord[] {
  const name: IndexRecord = {
    kind: 'account',
    id: lower(a.id),
    accountId: lower(a.id),
    customerId: null,
    words: searchNormalForm(a.name),
    email: null,
    reference: null,
    doc: { name: a.name } satisfies AccountDoc,
  };
  if (!a.legal_name) return [name];
  return [
    name,
    { ...name, kind: 'legal-name', words: searchNormalForm(a.legal_name), doc: { name: a.name } },
  ];
}

export function memberRecord(m: UpstreamAccountMember): IndexRecord {
  return {
    kind: 'member',
    id: lower(m.id),
    accountId: null,
    customerId: null,
    words: searchNormalForm(m.name),
    email: m.email.toLowerCase(),
    reference: null,
    doc: { name: m.name },
  };
}

/** A subscription with only the plan and pricing option it names (its summary's price). */
export function subscriptionRecord(
  s: UpstreamSubscription,
  included: UpstreamSubscriptionIncluded | undefined,
): IndexRecord {
  const a = s.attributes;
  const own: UpstreamSubscriptionIncluded = {
    plans: included?.plans?.filter((p) => p.id === a.plan_id) ?? [],
    pricing_options: included?.pricing_options?.filter((o) => o.id === a.pricing_option_id) ?? [],
  };
  return {
    kind: 'subscription',
    id: lower(s.id),
    accountId: lower(a.account_id),
    customerId: null,
    words: a.external_ref ? searchNormalForm(a.external_ref) : '',
    email: null,
    reference: a.external_ref ? searchNormalForm(a.external_ref) : null,
    doc: { subscription: s, included: own } satisfies SubscriptionDoc,
  };
}

/** An invoice the console read: found by its id's prefix; erased with its customer. */
export function invoiceRecord(invoice: InvoiceSummary): IndexRecord {
  return {
    kind: 'invoice',
    id: lower(invoice.id),
    accountId: null,
    customerId: invoice.subscriberId ? lower(invoice.subscriberId) : null,
    words: '',
    email: null,
    reference: invoice.number === null ? null : String(invoice.number),
    // What a search lists of an invoice: the summary's own fields, never a page's extras.
    doc: {
      id: invoice.id,
      subscriptionId: invoice.subscriptionId,
      subscriberId: invoice.subscriberId,
      number: invoice.number,
      createdAt: invoice.createdAt,
      billingPeriod: invoice.billingPeriod,
      total: invoice.total,
      paid: invoice.paid,
      retriesExhausted: invoice.retriesExhausted,
      taxStatus: invoice.taxStatus,
      proForma: invoice.proForma,
    } satisfies InvoiceSummary,
  };
}

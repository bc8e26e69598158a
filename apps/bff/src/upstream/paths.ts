/**
 * Every Elastic Path path the BFF reads, built one way only: a builder per path, each carrying
 * its template, and the allowlist derived from `UPSTREAM_PATHS` (upstream/allowlist.ts). A path
 * is written here or not at all, so identical reads in flight at once are identical URLs (the
 * upstream client makes them once) and a path that is not allowed cannot be spelled elsewhere.
 */
import { UUID_SOURCE } from '@pc/contract/limits';

/** One `string` parameter per `{id}` in the template, in order. */
type Ids<T extends string> = T extends `${string}{id}${infer Rest}`
  ? [id: string, ...Ids<Rest>]
  : [];

/** A typed builder: `invoicePaymentsPath(invoiceId)`; `.template` is what the allowlist holds. */
export type UpstreamPath<T extends string> = ((...ids: Ids<T>) => string) & {
  readonly template: T;
};

/** `{id}` segments are percent-encoded; the allowlist then refuses anything but a UUID there. */
function upstreamPath<const T extends string>(template: T): UpstreamPath<T> {
  const parts = template.split('{id}');
  const build = (...ids: string[]) =>
    parts.reduce((path, part, i) => `${path}${encodeURIComponent(ids[i - 1] ?? '')}${part}`);
  return Object.assign(build, { template }) as unknown as UpstreamPath<T>;
}

export const subscribersPath = upstreamPath('/subscriptions/subscribers');
export const subscriberPath = upstreamPath('/subscriptions/subscribers/{id}');
export const subscriptionsPath = upstreamPath('/subscriptions/subscriptions');
export const subscriptionPath = upstreamPath('/subscriptions/subscriptions/{id}');
export const subscriptionStatesPath = upstreamPath('/subscriptions/subscriptions/{id}/states');
export const subscriptionInvoicesPath = upstreamPath('/subscriptions/subscriptions/{id}/invoices');
export const subscriptionInvoicePath = upstreamPath(
  '/subscriptions/subscriptions/{id}/invoices/{id}',
);
export const subscriptionInvoicePaymentsPath = upstreamPath(
  '/subscriptions/subscriptions/{id}/invoices/{id}/payments',
);
export const subscriptionInvoicePaymentPath = upstreamPath(
  '/subscriptions/subscriptions/{id}/invoices/{id}/payments/{id}',
);
export const invoicesPath = upstreamPath('/subscriptions/invoices');
export const invoicePath = upstreamPath('/subscriptions/invoices/{id}');
export const invoicePaymentsPath = upstreamPath('/subscriptions/invoices/{id}/payments');
export const invoicePaymentPath = upstreamPath('/subscriptions/invoices/{id}/payments/{id}');
export const jobPath = upstreamPath('/subscriptions/jobs/{id}');
export const dunningRulesPath = upstreamPath('/subscriptions/dunning-rules');
export const schedulesPath = upstreamPath('/subscriptions/schedules');
export const accountsPath = upstreamPath('/accounts');
export const accountPath = upstreamPath('/accounts/{id}');
export const accountMembersPath = upstreamPath('/account-members');
export const accountMemberPath = upstreamPath('/account-members/{id}');
export const accountMembershipsPath = upstreamPath('/account-members/{id}/account-memberships');

/** The paths the allowlist admits: a builder missing here is refused upstream (paths.test.ts). */
export const UPSTREAM_PATHS: readonly { readonly template: string }[] = [
  subscribersPath,
  subscriberPath,
  subscriptionsPath,
  subscriptionPath,
  subscriptionStatesPath,
  subscriptionInvoicesPath,
  subscriptionInvoicePath,
  subscriptionInvoicePaymentsPath,
  subscriptionInvoicePaymentPath,
  invoicesPath,
  invoicePath,
  invoicePaymentsPath,
  invoicePaymentPath,
  jobPath,
  dunningRulesPath,
  schedulesPath,
  accountsPath,
  accountPath,
  accountMembersPath,
  accountMemberPath,
  accountMembershipsPath,
];

const ANY_ID = new RegExp(UUID_SOURCE, 'g');

/** `/subscriptions/invoices/{id}` for the logs and metrics: which kind of call, never which id. */
export function templateOf(path: string): string {
  return path.replace(ANY_ID, '{id}');
}

/**
 * The URL is the state of the payments view: `/subscriptions/{sid}/invoices/{iid}` plus
 * `?offset=&limit=&status=`. Reload, back/forward and pasted links all go through these parsers,
 * so anything a person can type falls back to a default instead of reaching the BFF or crashing.
 */
import { isUuid, MAX_PAGE_OFFSET, PAGE_LIMIT_CHOICES } from '@pc/contract/limits';
import { isPaymentStatus, type PaymentStatus } from './status';

export type PageLimit = (typeof PAGE_LIMIT_CHOICES)[number];

export interface InvoiceRef {
  subscriptionId: string;
  invoiceId: string;
}

export interface PaymentsViewState {
  /** Rows skipped, 0…MAX_PAGE_OFFSET. */
  offset: number;
  /** A page length the user picked; null means "send none, the store's page length applies". */
  limit: PageLimit | null;
  /** Client-side filter of the loaded page; null means all. */
  status: PaymentStatus | null;
}

export const DEFAULT_VIEW_STATE: PaymentsViewState = { offset: 0, limit: null, status: null };

export const NOT_AUTHORIZED_PATH = '/not-authorized';
const PAYMENTS_PATH = /^\/subscriptions\/([^/]+)\/invoices\/([^/]+)\/?$/;

export type Route =
  | { name: 'home' }
  | { name: 'payments'; invoice: InvoiceRef }
  /** A payments path whose ids are not UUIDs: shown as a friendly dead end, never requested. */
  | { name: 'bad-invoice-link' }
  /** Signed in, but not on the staff list: where the BFF sends such a person. */
  | { name: 'not-authorized' }
  | { name: 'not-found' };

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function matchRoute(pathname: string): Route {
  if (pathname === '/' || pathname === '') return { name: 'home' };
  if (pathname === NOT_AUTHORIZED_PATH) return { name: 'not-authorized' };
  const match = PAYMENTS_PATH.exec(pathname);
  if (!match) return { name: 'not-found' };
  const subscriptionId = safeDecode(match[1] ?? '');
  const invoiceId = safeDecode(match[2] ?? '');
  if (!subscriptionId || !invoiceId || !isUuid(subscriptionId) || !isUuid(invoiceId)) {
    return { name: 'bad-invoice-link' };
  }
  // Canonical lower case, like the form: a link with upper-case ids still finds the invoice.
  return {
    name: 'payments',
    invoice: { subscriptionId: subscriptionId.toLowerCase(), invoiceId: invoiceId.toLowerCase() },
  };
}

function parseOffset(text: string | null): number {
  if (text === null || !/^\d{1,5}$/.test(text)) return 0;
  const value = Number(text);
  return value <= MAX_PAGE_OFFSET ? value : 0;
}

function parseLimit(text: string | null): PageLimit | null {
  if (text === null || !/^\d{1,3}$/.test(text)) return null;
  const value = Number(text);
  return (PAGE_LIMIT_CHOICES as readonly number[]).includes(value) ? (value as PageLimit) : null;
}

/**
 * @example parseViewState('?offset=25&limit=25&status=failed') // { offset: 25, limit: 25, status: 'failed' }
 * @example parseViewState('?offset=-3&limit=1000&status=lost') // the defaults
 */
export function parseViewState(search: string): PaymentsViewState {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  return {
    offset: parseOffset(params.get('offset')),
    limit: parseLimit(params.get('limit')),
    status: isPaymentStatus(status) ? status : null,
  };
}

/** The canonical link to a view; defaults are left out so links stay short. */
export function paymentsHref(invoice: InvoiceRef, state: Partial<PaymentsViewState> = {}): string {
  const path = `/subscriptions/${encodeURIComponent(invoice.subscriptionId)}/invoices/${encodeURIComponent(invoice.invoiceId)}`;
  const params = new URLSearchParams();
  if (state.offset) params.set('offset', String(state.offset));
  if (state.limit) params.set('limit', String(state.limit));
  if (state.status) params.set('status', state.status);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

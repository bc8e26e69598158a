/**
 * Query-key factory: every cache entry's key is built here, so invalidation and prefetch always
 * name exactly what the view reads.
 */
import type { InvoiceRef } from '../lib/invoice-ref';
import type { PageRequest } from './client';

export const queryKeys = {
  appInfo: () => ['app-info'] as const,
  me: () => ['me'] as const,
  payments: {
    all: () => ['payments'] as const,
    invoice: (invoice: InvoiceRef) =>
      [...queryKeys.payments.all(), invoice.subscriptionId, invoice.invoiceId] as const,
    page: (invoice: InvoiceRef, page: PageRequest) =>
      [...queryKeys.payments.invoice(invoice), { offset: page.offset, limit: page.limit }] as const,
  },
};

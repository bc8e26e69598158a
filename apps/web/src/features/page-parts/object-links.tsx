/**
 * Links to a customer, a subscription or an invoice. Hovering or focusing one prefetches the
 * page's data as well as its code: the customer and subscription routes' loaders prefetch on the
 * router's intent preload; an invoice link prefetches here, because the invoice routes' loader
 * deliberately fetches only code on a preload.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CUSTOMER_PATH, INVOICE_PATH, SUBSCRIPTION_PATH } from '../../addresses/paths';
import { startInvoiceRequests } from '../../api/invoice-queries';

interface LinkLook {
  children: ReactNode;
  className?: string;
}

export function CustomerLink({ id, children, className }: LinkLook & { id: string }) {
  return (
    <Link to={CUSTOMER_PATH} params={{ subscriberId: id }} className={className}>
      {children}
    </Link>
  );
}

export function SubscriptionLink({ id, children, className }: LinkLook & { id: string }) {
  return (
    <Link to={SUBSCRIPTION_PATH} params={{ subscriptionId: id }} className={className}>
      {children}
    </Link>
  );
}

/** What an invoice link needs: its id (the invoice page's address names nothing else). */
export interface InvoiceTarget {
  id: string;
}

/** The invoice's page as link options: the one place that says where an invoice lives. */
export function invoicePath(invoice: InvoiceTarget) {
  return { to: INVOICE_PATH, params: { invoiceId: invoice.id } } as const;
}

export function InvoiceLink({
  invoice,
  children,
  className,
  from,
}: LinkLook & {
  invoice: InvoiceTarget;
  /** The list this link is in, for the invoice page to walk it (invoice-search.ts `from`). */
  from?: string | undefined;
}) {
  const queryClient = useQueryClient();
  // The invoice route's loader fetches only code on a preload: the link starts the invoice's
  // requests itself (its header and the first page of its payments), once per 30 s.
  const prefetch = () => startInvoiceRequests(queryClient, invoice.id, undefined, 'prefetch');
  return (
    <Link
      {...invoicePath(invoice)}
      search={from === undefined ? undefined : { from }}
      className={className}
      onMouseEnter={prefetch}
      onFocus={prefetch}
    >
      {children}
    </Link>
  );
}

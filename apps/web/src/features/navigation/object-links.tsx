/**
 * Links to a customer, a subscription or an invoice. Hovering or focusing one prefetches the
 * page's data as well as its code: the customer and subscription routes' loaders prefetch on the
 * router's intent preload; an invoice link prefetches here, because the payments route's own
 * loader deliberately fetches only code on a preload.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { paymentsPageQueryOptions } from '../../api/payments-query';
import { CUSTOMER_PATH, PAYMENTS_PATH, SEARCH_PATH, SUBSCRIPTION_PATH } from '../../routes/paths';

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

/** What an invoice link needs: its id and, for today's nested address, its subscription. */
export interface InvoiceTarget {
  id: string;
  subscriptionId: string | null;
}

/**
 * The invoice's page as link options: the one place that says where an invoice lives. Today the
 * nested payments address (a link without the subscription searches for the invoice id); the
 * switch to `/invoices/{id}` when that route is on main is this function alone.
 */
export function invoicePath(invoice: InvoiceTarget) {
  return invoice.subscriptionId
    ? ({
        to: PAYMENTS_PATH,
        params: { subscriptionId: invoice.subscriptionId, invoiceId: invoice.id },
      } as const)
    : ({ to: SEARCH_PATH, search: { q: invoice.id } } as const);
}

export function InvoiceLink({
  invoice,
  children,
  className,
}: LinkLook & { invoice: InvoiceTarget }) {
  const queryClient = useQueryClient();
  const target = invoicePath(invoice);
  const prefetch = () => {
    if (!invoice.subscriptionId) return;
    const ref = { subscriptionId: invoice.subscriptionId, invoiceId: invoice.id };
    void queryClient.prefetchQuery(paymentsPageQueryOptions(ref, { offset: 0 }));
  };
  return 'params' in target ? (
    <Link
      to={target.to}
      params={target.params}
      className={className}
      onMouseEnter={prefetch}
      onFocus={prefetch}
    >
      {children}
    </Link>
  ) : (
    <Link to={target.to} search={target.search} className={className}>
      {children}
    </Link>
  );
}

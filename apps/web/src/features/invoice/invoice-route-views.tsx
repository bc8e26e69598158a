/**
 * The invoice page as each of its two routes renders it (one lazy chunk for both): the route's
 * params and search go in, URL changes come out as navigations that keep the scroll position.
 */
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { InvoiceSearch } from '../../addresses/invoice-search';
import { INVOICE_PATH, PAYMENTS_PATH } from '../../addresses/paths';
import { InvoicePage } from './invoice-page';

const nestedRoute = getRouteApi(PAYMENTS_PATH);
const invoiceRoute = getRouteApi(INVOICE_PATH);

type Navigate = ReturnType<typeof nestedRoute.useNavigate | typeof invoiceRoute.useNavigate>;

/** Each change is a history entry (Back undoes it); the controls stay under the pointer. */
function useOnSearch(navigate: Navigate) {
  return useCallback(
    (change: Partial<InvoiceSearch>) =>
      void navigate({ search: (current) => ({ ...current, ...change }), resetScroll: false }),
    [navigate],
  );
}

/** `/subscriptions/{subscriptionId}/invoices/{invoiceId}`: the links already shared. */
export function NestedInvoiceView() {
  const { subscriptionId, invoiceId } = nestedRoute.useParams();
  const search = nestedRoute.useSearch();
  const onSearch = useOnSearch(nestedRoute.useNavigate());
  return (
    <InvoicePage
      invoiceId={invoiceId}
      subscriptionId={subscriptionId}
      search={search}
      onSearch={onSearch}
    />
  );
}

/** `/invoices/{invoiceId}`. */
export function InvoiceView() {
  const { invoiceId } = invoiceRoute.useParams();
  const search = invoiceRoute.useSearch();
  const onSearch = useOnSearch(invoiceRoute.useNavigate());
  return (
    <InvoicePage invoiceId={invoiceId} subscriptionId={null} search={search} onSearch={onSearch} />
  );
}

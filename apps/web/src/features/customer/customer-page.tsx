/**
 * `/customers/$subscriberId` (in the views' chunk, see routes/customer-route.tsx): the customer, the
 * subscriptions of their account and their invoices across all of them, newest first. The heading
 * shows at once when the customer came from a search or another page (their summary is in the
 * cache) while the tables load.
 */
import { customerBalance, customerBalanceText } from '@pc/contract/customer-balance';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { CUSTOMER_PATH } from '../../addresses/paths';
import { isApiRequestError } from '../../api/api-error';
import { cachedCustomerSummary } from '../../api/cached-summaries';
import { customerQueryOptions } from '../../api/lookup-queries';
import { customerView, useReportView } from '../../api/use-report-view';
import { PageSkeleton, TableSkeleton } from '../../components/table-skeleton';
import { CustomerWorkPanel } from '../cases/customer-work-panel';
import { Breadcrumbs } from '../page-parts/breadcrumbs';
import { LinkTable } from '../page-parts/link-table';
import { ObjectLoadError } from '../page-parts/object-load-error';
import { usePageTitle } from '../page-parts/page-states';
import { useRecentPageName } from '../page-parts/use-recent-page';
import { customerInvoiceColumns, customerSubscriptionColumns } from './customer-columns';
import { CustomerHeader } from './customer-header';

const customerRouteApi = getRouteApi(CUSTOMER_PATH);

export function CustomerPage() {
  const { subscriberId } = customerRouteApi.useParams();
  const queryClient = useQueryClient();
  const query = useQuery({ ...customerQueryOptions(subscriberId), retryOnMount: false });
  const page = query.data;
  useReportView(customerView(subscriberId, page));
  const customer = page?.customer ?? cachedCustomerSummary(queryClient, subscriberId);
  const missing = isApiRequestError(query.error) && query.error.status === 404;

  usePageTitle(customer ? `${customer.name || customer.email} · Customer` : 'Customer');
  // Named as soon as the page knows who it shows (a summary from the cache will do).
  useRecentPageName(
    `/customers/${subscriberId}`,
    customer ? { label: customer.name || customer.email, detail: customer.company } : null,
    missing,
  );

  const invoiceColumns = useMemo(
    () =>
      customerInvoiceColumns(
        new Map(
          page?.subscriptions.map((s) => [s.id, [s.offering, s.plan].filter((n) => n !== null)]),
        ),
      ),
    [page?.subscriptions],
  );

  if (query.isError && !page) {
    return <ObjectLoadError kind="customer" query={query} />;
  }
  if (!customer) return <PageSkeleton />;

  return (
    <div className="page">
      <Breadcrumbs customer={customer} />
      <CustomerHeader
        customer={customer}
        balance={
          page
            ? `${customerBalanceText(customerBalance(page.invoices))}${page.moreInvoices ? ' (of the invoices shown)' : ''}`
            : null
        }
      />
      <CustomerWorkPanel customerId={subscriberId} />
      {page ? (
        <>
          <LinkTable
            caption={<h2 className="card__title">Subscriptions</h2>}
            columns={customerSubscriptionColumns}
            data={page.subscriptions}
            empty="This customer’s account has no subscriptions."
          />
          <LinkTable
            caption={<h2 className="card__title">Invoices</h2>}
            columns={invoiceColumns}
            data={page.invoices}
            empty="No invoice bills this customer yet."
            footer={
              page.moreInvoices ? (
                <p className="table-footnote">
                  This customer has more invoices than shown here: each subscription’s page lists
                  all of its invoices.
                </p>
              ) : null
            }
          />
        </>
      ) : (
        <>
          <TableSkeleton label="Loading subscriptions" />
          <TableSkeleton label="Loading invoices" />
        </>
      )}
    </div>
  );
}

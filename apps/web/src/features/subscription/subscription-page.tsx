/**
 * `/subscriptions/$subscriptionId` (in the views' chunk, see routes/subscription-route.tsx): the
 * subscription, its customer, its lifecycle history and its invoices. The route's loader starts
 * both requests at once; the heading shows as soon as a summary of the subscription is in the
 * cache (from a search or the customer's page), the rest as each answer arrives.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { SUBSCRIPTION_PATH } from '../../addresses/paths';
import { isApiRequestError } from '../../api/api-error';
import { cachedSubscriptionSummary } from '../../api/cached-summaries';
import { subscriptionQueryOptions } from '../../api/lookup-queries';
import { subscriptionView, useReportView } from '../../api/use-report-view';
import { PageSkeleton } from '../../components/table-skeleton';
import { Breadcrumbs } from '../page-parts/breadcrumbs';
import { ObjectLoadError } from '../page-parts/object-load-error';
import { usePageTitle } from '../page-parts/page-states';
import { useRecentPageName } from '../page-parts/use-recent-page';
import { SubscriptionHeader } from './subscription-header';
import { SubscriptionHistory } from './subscription-history';
import { SubscriptionInvoices } from './subscription-invoices';

const subscriptionRouteApi = getRouteApi(SUBSCRIPTION_PATH);

export function SubscriptionPage() {
  const { subscriptionId } = subscriptionRouteApi.useParams();
  const queryClient = useQueryClient();
  const query = useQuery({ ...subscriptionQueryOptions(subscriptionId), retryOnMount: false });
  const page = query.data;
  useReportView(subscriptionView(subscriptionId, page));
  const subscription = page?.subscription ?? cachedSubscriptionSummary(queryClient, subscriptionId);
  const missing = isApiRequestError(query.error) && query.error.status === 404;

  usePageTitle(subscription ? `${subscription.offering} · Subscription` : 'Subscription');
  // Named as soon as the page knows what it shows (a summary from the cache will do); the
  // customer's company comes with the page's own data.
  useRecentPageName(
    `/subscriptions/${subscriptionId}`,
    subscription
      ? {
          label: subscription.offering,
          detail: page?.customer?.company ?? page?.customer?.name ?? null,
        }
      : null,
    missing,
  );

  if (query.isError && !page) {
    return <ObjectLoadError kind="subscription" query={query} />;
  }
  if (!subscription) return <PageSkeleton />;

  return (
    <div className="page">
      <Breadcrumbs customer={page?.customer} subscription={subscription} />
      <SubscriptionHeader subscription={subscription} customer={page?.customer} />
      {page ? (
        <SubscriptionHistory createdAt={page.subscription.createdAt} history={page.history} />
      ) : null}
      <SubscriptionInvoices subscriptionId={subscriptionId} />
    </div>
  );
}

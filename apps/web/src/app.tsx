/**
 * The shell: top bar, the simulator banner, and the two routes. Routing is the URL's pathname
 * matched in `lib/url-state.ts`; everything else a view needs is in its query string.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { isApiRequestError } from './api/api-error';
import { appInfoQueryOptions } from './api/app-info-query';
import { meQueryOptions } from './api/me-query';
import { StateCard } from './components/state-card';
import { NotAuthorizedPage } from './features/auth/not-authorized-page';
import { UserMenu } from './features/auth/user-menu';
import { HomePage } from './features/find-invoice/home-page';
import { LazyPaymentsView } from './features/payments/lazy-payments-view';
import { matchRoute, type Route } from './lib/url-state';
import { Link } from './router/link';
import { useHeadingFocus } from './router/use-heading-focus';
import { useLocation } from './router/use-location';

export function App() {
  const { pathname, search } = useLocation();
  const route = matchRoute(pathname);
  const appInfo = useQuery(appInfoQueryOptions());
  const auth = appInfo.data?.auth;
  const signsIn = auth !== undefined && auth.mode !== 'none';
  // Behind an identity proxy a non-staff person is signed in but refused: show why, everywhere.
  const me = useQuery({ ...meQueryOptions(), enabled: signsIn });
  const refused = isApiRequestError(me.error) && me.error.status === 403;
  const previousPath = useRef(pathname);

  // A new page starts at the top (its heading takes the focus: see useHeadingFocus).
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <div className="topbar__inner">
          <Link className="brand" href="/">
            <span className="brand__mark" aria-hidden="true" />
            Payments Console
          </Link>
          <span className="topbar__hint">Subscription invoice payments</span>
          {signsIn && route.name !== 'not-authorized' ? <UserMenu /> : null}
        </div>
      </header>
      {auth?.warning ? (
        <div className="sim-banner auth-banner" role="alert">
          <strong>No sign-in.</strong> {auth.warning}
        </div>
      ) : null}
      {appInfo.data?.simulator ? (
        <div className="sim-banner" role="note">
          <strong>Simulated data.</strong> This console is connected to the built-in simulator, not
          to Elastic Path; no payment shown here is real.
        </div>
      ) : null}
      <main id="main" className="main">
        <RouteView
          route={refused ? { name: 'not-authorized' } : route}
          search={search}
          loginUrl={auth?.loginUrl ?? null}
        />
      </main>
    </>
  );
}

function RouteView({
  route,
  search,
  loginUrl,
}: {
  route: Route;
  search: string;
  loginUrl: string | null;
}) {
  switch (route.name) {
    case 'not-authorized':
      return <NotAuthorizedPage loginUrl={loginUrl} />;
    case 'home':
      return <HomePage />;
    case 'payments':
      return (
        <LazyPaymentsView
          key={`${route.invoice.subscriptionId}/${route.invoice.invoiceId}`}
          invoice={route.invoice}
          search={search}
        />
      );
    case 'bad-invoice-link':
      return (
        <DeadEnd
          title="This link does not name an invoice"
          text="A payments link needs a subscription ID and an invoice ID, both UUIDs. The link may have been cut off when it was copied."
        />
      );
    case 'not-found':
      return <DeadEnd title="Page not found" text="There is nothing at this address." />;
  }
}

function DeadEnd({ title, text }: { title: string; text: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  useEffect(() => {
    document.title = `${title} · Payments Console`;
  }, [title]);
  return (
    <div className="page">
      <StateCard
        title={title}
        level={1}
        headingRef={heading}
        tone="warning"
        action={
          <Link className="button button--primary" href="/">
            Find an invoice
          </Link>
        }
      >
        <p>{text}</p>
      </StateCard>
    </div>
  );
}

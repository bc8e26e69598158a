/**
 * The shell around every page: skip link, top bar, the sign-in and simulator banners, and the
 * page (`<Outlet />`). Behind an identity proxy a signed-in person who is not on the staff list
 * gets 403 from /api/me: the shell then shows why on every address.
 */
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { createRootRouteWithContext, Link, Outlet, useLocation } from '@tanstack/react-router';
import { ATTENTION_PATH, MY_WORK_PATH, NOT_AUTHORIZED_PATH } from '../addresses/paths';
import { keepTimeZone, rootSearchSchema } from '../addresses/root-search';
import { isApiRequestError } from '../api/api-error';
import { appInfoQueryOptions } from '../api/app-info-query';
import { meQueryOptions } from '../api/me-query';
import { CopyLinkButton } from '../components/copy-link-button';
import { NotAuthorizedPage } from '../features/auth/not-authorized-page';
import { UserMenu } from '../features/auth/user-menu';
import { PageNotFound } from '../features/page-parts/dead-ends';
import { ReadAtNote } from '../features/page-parts/read-at-note';
import { SearchBox } from '../features/search/search-box';
import { TimeZoneControl } from '../time-zone/time-zone-control';

/** What every route's loader gets: the one QueryClient, so loaders and views share a cache. */
export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  validateSearch: rootSearchSchema,
  search: { middlewares: [keepTimeZone] },
  component: RootLayout,
  notFoundComponent: PageNotFound,
});

function RootLayout() {
  const onNotAuthorizedPage = useLocation({
    select: (location) => location.pathname === NOT_AUTHORIZED_PATH,
  });
  const appInfo = useQuery(appInfoQueryOptions());
  const auth = appInfo.data?.auth;
  const signsIn = auth !== undefined && auth.mode !== 'none';
  const me = useQuery({ ...meQueryOptions(), enabled: signsIn });
  const refused = isApiRequestError(me.error) && me.error.status === 403;

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <div className="topbar__inner">
          <Link className="brand" to="/">
            <span className="brand__mark" aria-hidden="true" />
            <span className="brand__name">Payments Console</span>
          </Link>
          <span className="topbar__hint">Subscription invoice payments</span>
          <nav className="topbar__nav" aria-label="Lists">
            <Link className="topbar__link" to={ATTENTION_PATH}>
              Needs attention
            </Link>
            <Link className="topbar__link" to={MY_WORK_PATH}>
              My work
            </Link>
          </nav>
          <SearchBox variant="topbar" />
          <TimeZoneControl />
          <CopyLinkButton />
          {signsIn && !onNotAuthorizedPage ? <UserMenu /> : null}
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
        {refused ? <NotAuthorizedPage /> : <Outlet />}
        <ReadAtNote />
      </main>
    </>
  );
}

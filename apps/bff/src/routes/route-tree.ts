/**
 * Every route group, mounted by its prefix and built the same way, `xRoutes(deps)`; each group's
 * paths are relative to its prefix. The chain's type is the API the web app's typed `hc` client
 * sees (`AppType`), so the groups are chained, not added one by one.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../core/app-env.ts';
import { appInfoRoutes } from './app-info.ts';
import { attentionRoutes } from './attention.ts';
import { auditRoutes } from './audit-exports.ts';
import { caseRoutes } from './cases.ts';
import { customerWorkRoutes } from './customer-work.ts';
import { customerRoutes } from './customers.ts';
import { livenessRoutes, readinessRoutes } from './health.ts';
import { invoiceWorkRoutes } from './invoice-work.ts';
import { invoiceRoutes } from './invoices.ts';
import { myWorkRoutes } from './my-work.ts';
import { noteRoutes } from './notes.ts';
import { oidcRoutes } from './oidc-sign-in.ts';
import { paymentsRoutes } from './payments.ts';
import type { RouteDeps } from './route-deps.ts';
import { searchRoutes } from './search.ts';
import { meRoutes, signOutRoutes } from './session.ts';
import { staffRoutes } from './staff.ts';
import { subscriptionRoutes } from './subscriptions.ts';

export function routeTree(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .route('/healthz', livenessRoutes(deps))
    .route('/readyz', readinessRoutes(deps))
    .route('/api/app-info', appInfoRoutes(deps))
    .route('/api/me', meRoutes(deps))
    .route('/api/auth', signOutRoutes(deps))
    .route('/api/audit', auditRoutes(deps))
    .route('/api/search', searchRoutes(deps))
    .route('/api/customers', customerRoutes(deps))
    .route('/api/subscriptions', subscriptionRoutes(deps))
    .route('/api/subscriptions', paymentsRoutes(deps))
    .route('/api/invoices', invoiceRoutes(deps))
    .route('/api/invoices', invoiceWorkRoutes(deps))
    .route('/api/customers', customerWorkRoutes(deps))
    .route('/api/notes', noteRoutes(deps))
    .route('/api/cases', caseRoutes(deps))
    .route('/api/my-work', myWorkRoutes(deps))
    .route('/api/staff', staffRoutes(deps))
    .route('/api/attention', attentionRoutes(deps));
}

/** The typed API surface, for the web app's `hc<AppType>` client. */
export type AppType = ReturnType<typeof routeTree>;

/** The browser's sign-in stops (`/auth/login`, `/auth/callback`), outside `/api`: only with OIDC. */
export function signInRoutes(deps: RouteDeps) {
  return deps.signIn ? oidcRoutes({ ...deps, signIn: deps.signIn }) : null;
}

/**
 * A cold deep link to an invoice: the browser asks for `GET /api/invoices/{id}` only once its
 * scripts ran (240–670 ms after the HTML on a loaded machine), and the answer then needs two
 * round trips to Elastic Path. So when the HTML of an invoice address is served to someone the
 * API would serve, the BFF starts that page's reads at once: the browser's request, a moment
 * later, joins the calls still in flight (the upstream client shares them) or finds their bodies
 * in the read cache. It costs no call the page would not make anyway; nothing is sent to the
 * browser from here (the API request serves it, with its own audit line).
 *
 * Only GETs of the SPA's two invoice addresses with UUIDs, only for a person the authenticator
 * accepts (a signed-in session, or everyone when sign-in is off), in that person's limiter lane.
 */
import { isUuid } from '@pc/contract';
import type { Context, MiddlewareHandler } from 'hono';
import type { Authenticator } from '../auth/require-user.ts';
import type { AppEnv } from '../core/app-env.ts';
import { loadInvoicePage } from '../pages/invoice-page.ts';
import { runInScope } from '../store-budget/request-scope.ts';
import type { RouteDeps } from './route-deps.ts';

/** The web app's invoice addresses (apps/web/src/addresses/paths.ts), as Hono paths. */
export const INVOICE_LINK_PATHS = [
  '/subscriptions/:subscriptionId/invoices/:invoiceId',
  '/invoices/:invoiceId',
] as const;

type WarmDeps = Pick<RouteDeps, 'reader' | 'retryContext' | 'now' | 'log'> & {
  auth: Authenticator;
};

export function warmInvoiceReads(deps: WarmDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const invoiceId = c.req.param('invoiceId');
    const subscriptionId = c.req.param('subscriptionId');
    const idsValid =
      invoiceId !== undefined &&
      isUuid(invoiceId) &&
      (subscriptionId === undefined || isUuid(subscriptionId));
    if (idsValid) await startReads(deps, c, invoiceId);
    return next();
  };
}

async function startReads(deps: WarmDeps, c: Context<AppEnv>, invoiceId: string): Promise<void> {
  const person = await deps.auth.authenticate(c).then(
    (me) => me.email,
    () => null,
  );
  // Someone the API would refuse gets the HTML (it leads to sign-in) and no reads.
  if (person === null) return;
  // No `answered` signal: the HTML's answer is made at once, and these reads are for the API
  // request that follows it.
  const reads = runInScope({ person, refresh: false, readAt: null }, () =>
    loadInvoicePage(deps.reader, deps.retryContext, invoiceId, deps.now()),
  );
  // A failure is the API request's to report, when it reads again.
  reads.catch((error: unknown) =>
    deps.log.debug('invoice.warm_up_failed', { invoiceId, error: String(error) }),
  );
}

/**
 * A cold deep link to an invoice: the browser asks for `GET /api/invoices/{id}` only once its
 * scripts ran (240–670 ms after the HTML on a loaded machine), and the answer then needs two
 * round trips to Elastic Path. So when the HTML of an invoice address is served to someone the
 * API would serve, the BFF starts that page's reads at once and holds them for the API request
 * that follows (pages/invoice-page-head-starts.ts): the same calls, started earlier. Nothing is
 * sent to the browser from here; the API request serves it, with its own audit line.
 *
 * Only GETs of the SPA's two invoice addresses with UUIDs, only for a person the authenticator
 * accepts (a signed-in session, or everyone when sign-in is off), in that person's limiter lane,
 * and only for a browser's top-level navigation (`Sec-Fetch-Dest: document`, `Sec-Fetch-Mode:
 * navigate`, not a prefetch): the page that then runs makes these very reads itself with its CSRF
 * header, so the head start spends nothing the page would not. An image, a frame, a script's
 * fetch or a link prefetch from another site — which carry no CSRF header and run no console —
 * start no read; browsers set these headers and a page cannot forge them.
 */
import { isUuid } from '@pc/contract';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../core/app-env.ts';
import { loadInvoicePage } from '../pages/invoice-page.ts';
import type { RouteDeps } from './route-deps.ts';

/** The web app's invoice addresses (apps/web/src/addresses/paths.ts), as Hono paths. */
export const INVOICE_LINK_PATHS = [
  '/subscriptions/:subscriptionId/invoices/:invoiceId',
  '/invoices/:invoiceId',
] as const;

/** A browser opening a page in a tab or window: not a frame, a subresource or a prefetch. */
function isTopLevelNavigation(header: (name: string) => string | undefined): boolean {
  return (
    header('sec-fetch-dest') === 'document' &&
    header('sec-fetch-mode') === 'navigate' &&
    header('sec-purpose') === undefined &&
    header('purpose') === undefined
  );
}

export function warmInvoiceReads({
  auth,
  reader,
  retryContext,
  invoiceHeadStarts,
  now,
}: RouteDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const invoiceId = c.req.param('invoiceId');
    const subscriptionId = c.req.param('subscriptionId');
    const idsValid =
      isTopLevelNavigation(c.req.header.bind(c.req)) &&
      invoiceId !== undefined &&
      isUuid(invoiceId) &&
      (subscriptionId === undefined || isUuid(subscriptionId));
    if (idsValid) {
      // Someone the API would refuse gets the HTML (it leads to sign-in) and no reads.
      const person = await auth.authenticate(c).then(
        (me) => me.email,
        () => null,
      );
      if (person !== null) {
        invoiceHeadStarts.start(person, invoiceId, () =>
          loadInvoicePage(reader, retryContext, invoiceId, now()),
        );
      }
    }
    return next();
  };
}

/**
 * What every route group is given: one shape, so each factory is called the same way,
 * `xRoutes(deps)`, and mounted by its prefix in create-app.ts (`app.route('/api/invoices', …)`).
 * A group takes what it needs from here; nothing else reaches a handler.
 */
import type { AppInfo, DemoInvoice, InvoiceSummary } from '@pc/contract';
import type { AttentionSnapshot } from '../attention/attention-snapshot.ts';
import type { Audit } from '../audit/audit.ts';
import type { OidcSignIn } from '../auth/create-auth.ts';
import type { Authenticator } from '../auth/require-user.ts';
import type { RetryContextSource } from '../invoice-rules/retry-context.ts';
import type { Logger } from '../log/logger.ts';
import type { InvoicePageHeadStarts } from '../pages/invoice-page-head-starts.ts';
import type { IndexSearch } from '../search/index-search.ts';
import type { SearchLimits } from '../store-budget/search-budget.ts';
import type { TeamWork } from '../team-work/team-work.ts';
import type { Upstream } from '../upstream/read-resource.ts';
import type { TokenManager } from '../upstream/token-manager.ts';

export interface RouteDeps {
  /** The one way to Elastic Path (GET only, allowlisted, rate limited) and its log. */
  reader: Upstream;
  retryContext: RetryContextSource;
  /** Invoice pages whose reads began with their deep link's HTML, for the API request to take. */
  invoiceHeadStarts: InvoicePageHeadStarts;
  /** The replica's attention list, kept and refreshed in the background. */
  attention: AttentionSnapshot;
  audit: Audit;
  auth: Authenticator;
  /** What `GET /api/app-info` tells the browser before it is signed in. */
  appInfo: { simulator: boolean; demoInvoices: DemoInvoice[]; auth: AppInfo['auth'] };
  /** The OpenID Connect sign-in, when AUTH_MODE=oidc; null otherwise. */
  signIn: OidcSignIn | null;
  tokens: TokenManager;
  /** What one search may spend upstream. */
  searchLimits: SearchLimits;
  /** The store index a search reads first; null without a database. */
  searchIndex: IndexSearch | null;
  /** Invoices a page served, for the index (their short ids find them); undefined without one. */
  invoicesServed?: (invoices: readonly InvoiceSummary[]) => void;
  /** Whether the console's database answers within a person's deadline; null: it has none. */
  databaseUp: (() => Promise<boolean>) | null;
  log: Logger;
  now: () => number;
  /** Cases, notes and the staff directory (team-work/). */
  team: TeamWork;
}

/** Where the e2e product and the simulator's control API listen (distinct from `pnpm start`'s 3000). */
export const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
export const CONTROL_PORT = Number(process.env.E2E_CONTROL_PORT ?? 4174);
export const APP_URL = `http://127.0.0.1:${APP_PORT}`;
export const CONTROL_URL = `http://127.0.0.1:${CONTROL_PORT}`;

/** The same product in `AUTH_MODE=oidc`, and the real OpenID Provider it signs staff in with. */
export const OIDC_APP_PORT = Number(process.env.E2E_OIDC_APP_PORT ?? 4175);
export const IDP_PORT = Number(process.env.E2E_IDP_PORT ?? 4176);
export const OIDC_APP_URL = `http://127.0.0.1:${OIDC_APP_PORT}`;

/** The same product over a simulator in realistic mode (the real service's quirks: no totals). */
export const REALISTIC_APP_PORT = Number(process.env.E2E_REALISTIC_APP_PORT ?? 4177);
export const REALISTIC_APP_URL = `http://127.0.0.1:${REALISTIC_APP_PORT}`;

/**
 * The product with the read cache as deployed (the apps above run it switched off, so that each
 * test's faults reach the upstream): the call budgets walk here, over the same simulator as
 * APP_PORT and over the realistic one.
 */
export const BUDGET_APP_PORT = Number(process.env.E2E_BUDGET_APP_PORT ?? 4178);
export const BUDGET_APP_URL = `http://127.0.0.1:${BUDGET_APP_PORT}`;
export const REALISTIC_BUDGET_APP_PORT = Number(process.env.E2E_REALISTIC_BUDGET_APP_PORT ?? 4179);
export const REALISTIC_BUDGET_APP_URL = `http://127.0.0.1:${REALISTIC_BUDGET_APP_PORT}`;

/** The demo store with its dunning backlog (`SIMULATOR_BACKLOG=1`: Juniper Works and 19 more). */
export const BACKLOG_APP_PORT = Number(process.env.E2E_BACKLOG_APP_PORT ?? 4180);
export const BACKLOG_APP_URL = `http://127.0.0.1:${BACKLOG_APP_PORT}`;

/**
 * The product on a Postgres server (a throwaway cluster, DATABASE_URL), started only when a spec
 * asks the control API for it (`POST /database-app`), which can also stop and start its server.
 */
export const DATABASE_APP_PORT = Number(process.env.E2E_DATABASE_APP_PORT ?? 4181);
export const DATABASE_APP_URL = `http://127.0.0.1:${DATABASE_APP_PORT}`;

/**
 * The product with its store index (an embedded database in a temp folder, as `pnpm start` keeps
 * one), over a simulator of its own in each mode, so that its background pass meets no other
 * test's faults. Started only when a spec asks the control API for them (`POST /index-apps`).
 */
export const INDEX_APP_PORT = Number(process.env.E2E_INDEX_APP_PORT ?? 4182);
export const INDEX_APP_URL = `http://127.0.0.1:${INDEX_APP_PORT}`;
export const REALISTIC_INDEX_APP_PORT = Number(process.env.E2E_REALISTIC_INDEX_APP_PORT ?? 4183);
export const REALISTIC_INDEX_APP_URL = `http://127.0.0.1:${REALISTIC_INDEX_APP_PORT}`;

/**
 * The BFF's route types for the web app's typed `hc` client: a types-only entry, so the web app
 * depends on the API's shape and never on the server's implementation.
 */
export type { AppType } from './routes/route-tree.ts';

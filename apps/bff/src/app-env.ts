import type { RequestIdVariables } from 'hono/request-id';

/** Variables handlers and middleware share through the Hono context. */
export type AppEnv = {
  Variables: RequestIdVariables & {
    /** Rows a payments response carried, for the access log. */
    rowsReturned?: number;
  };
};

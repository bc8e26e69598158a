import type { Me } from '@pc/contract';
import type { RequestIdVariables } from 'hono/request-id';

/** Variables handlers and middleware share through the Hono context. */
export type AppEnv = {
  Variables: RequestIdVariables & {
    /** Rows a payments response carried, for the access log. */
    rowsReturned?: number;
    /** The signed-in person (`anonymous` when AUTH_MODE=none), set by `requireUser`. */
    user?: Me;
  };
};

import type { Me } from '@pc/contract';
import type { RequestIdVariables } from 'hono/request-id';

/** Variables handlers and middleware share through the Hono context. */
export type AppEnv = {
  Variables: RequestIdVariables & {
    /** The caller's own `X-Request-Id`, when plain: for correlation, never the audit's id. */
    callerRequestId?: string;
    /** Rows a payments response carried, for the access log. */
    rowsReturned?: number;
    /** Set when a refusal was only counted (audit/refusal-sampler.ts): no access-log line either. */
    refusalCounted?: boolean;
    /** The signed-in person (`anonymous` when AUTH_MODE=none), set by `requireUser`. */
    user?: Me;
  };
};

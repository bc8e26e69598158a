/**
 * The middleware that runs each API request's upstream reads in a scope (request-scope.ts): the
 * signed-in person's queue in the limiter, `X-Refresh: 1` (the page's Refresh) to read past the
 * cache, and `X-Read-At` on the answer: when its oldest part was read from Elastic Path, the
 * page's "as of". `X-Read-From` says whose read that was: `cache` when the replica kept it from
 * an earlier read (anyone's, a colleague's too), `elastic-path` when it was read for this request.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../core/app-env.ts';
import { DEFAULT_PERSON } from './rate-limiter.ts';
import { type ReadScope, runInScope } from './request-scope.ts';

/** Why a request's leftover reads stop: one reason for all, so no stack is taken per request. */
const ANSWERED = new Error('The request was answered.');

/**
 * A header on an answer already made, set in its own headers. `c.header` after the handler
 * copies the whole response (its body turned into a stream) so that the Node server can no
 * longer write it in one go: about 5 % of a page's CPU in a profile of the payments route.
 */
function setOnAnswer(c: Context<AppEnv>, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    // An answer whose headers are immutable (one passed through from a fetch) is copied.
    c.header(name, value);
  }
}

export function readScope(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const answered = new AbortController();
    const scope: ReadScope = {
      person: c.get('user')?.email ?? DEFAULT_PERSON,
      refresh: c.req.header('X-Refresh') === '1',
      readAt: null,
      answered: answered.signal,
    };
    try {
      await runInScope(scope, next);
    } finally {
      // The answer is made: reads still under way for it stop before their next call.
      answered.abort(ANSWERED);
    }
    if (scope.readAt !== null) {
      setOnAnswer(c, 'X-Read-At', new Date(scope.readAt).toISOString());
      setOnAnswer(c, 'X-Read-From', scope.readFromCache ? 'cache' : 'elastic-path');
    }
  };
}

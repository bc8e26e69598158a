/**
 * What a team write passes before its handler, on top of every API request's guards (Host,
 * CSRF header, sign-in, the audit's): in `AUTH_MODE=none` only this machine may write (the one
 * person, `anonymous`, is whoever reaches the port); a per-person rate of writes; a JSON body of
 * at most 16 kB; and the writer recorded in the staff directory. GET and HEAD pass untouched.
 * Registered by create-app.ts on the team-work paths, in this order.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import type { AuthMode } from '../auth/auth-config.ts';
import type { AppEnv } from '../core/app-env.ts';
import { ApiHttpError } from '../core/errors.ts';
import { personRateLimit } from '../http/person-rate-limit.ts';
import type { TeamWork } from './team-work.ts';

/** The largest body a team write takes: a 4,000-character note escaped, or a bulk assign of 100. */
export const WRITE_BODY_MAX_BYTES = 16 * 1024;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isLoopback(address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || (isIP(plain) === 4 && plain.startsWith('127.'));
}

/** Without sign-in, writes come from this machine only; a request built in-process (tests) has no socket. */
function loopbackWritesOnly(mode: AuthMode, exposed: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (mode === 'none') {
      const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
      const address = socket?.remoteAddress;
      if (exposed || (address !== undefined && !isLoopback(address))) {
        throw new ApiHttpError(
          403,
          'Without sign-in (AUTH_MODE=none) notes and cases can be written only from this machine.',
        );
      }
    }
    await next();
  };
}

const jsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new ApiHttpError(400, 'Send the body as JSON (Content-Type: application/json).', {
      parameter: 'body',
    });
  }
  await next();
};

export interface WriteGuardOptions {
  mode: AuthMode;
  /** AUTH_MODE=none with a warning: served beyond this machine (config.ts). */
  exposed: boolean;
  writesPerMinute: number;
  now: () => number;
  team: TeamWork;
}

export function teamWriteGuards(options: WriteGuardOptions): MiddlewareHandler<AppEnv> {
  const rate = personRateLimit(
    { burst: options.writesPerMinute, perSecond: options.writesPerMinute / 60 },
    options.now,
    'notes and cases',
  );
  const guards = every(
    loopbackWritesOnly(options.mode, options.exposed),
    rate,
    jsonBody,
    bodyLimit({
      maxSize: WRITE_BODY_MAX_BYTES,
      onError: () => {
        throw new ApiHttpError(413, 'The body is larger than 16 kB. Nothing was written.', {
          parameter: 'body',
        });
      },
    }),
    async (c, next) => {
      const user = c.get('user');
      if (user) await options.team.seen(user, true);
      await next();
    },
  );
  return async (c, next) => {
    if (READS.has(c.req.method)) return next();
    return guards(c, next);
  };
}

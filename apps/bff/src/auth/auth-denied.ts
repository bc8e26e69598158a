/**
 * A refusal on the way in (no session, not staff, no CSRF header, foreign Host). It is an
 * `ApiHttpError`, so the one `onError` answers it with the usual JSON shape, and it carries the
 * reason that `onError` writes to the `auth.denied` audit line.
 */
import { ApiHttpError } from '../core/errors.ts';

export type DenyReason =
  | 'csrf-header-missing'
  | 'host-not-allowed'
  | 'no-session'
  | 'invalid-session'
  | 'not-on-staff-list'
  | 'proxy-jwt-missing'
  | 'proxy-jwt-invalid'
  | 'no-verified-email'
  | 'login-state-missing'
  | 'sign-in-failed';

export class AuthDeniedError extends ApiHttpError {
  readonly reason: DenyReason;
  /** The person refused, when known (a signed-in non-staff member). */
  readonly user: string | undefined;

  constructor(
    status: 401 | 403 | 421,
    detail: string,
    reason: DenyReason,
    options: { user?: string; cause?: unknown } = {},
  ) {
    super(status, detail, { cause: options.cause });
    this.name = 'AuthDeniedError';
    this.reason = reason;
    this.user = options.user;
  }
}

export const signInRequired = (reason: DenyReason, cause?: unknown) =>
  new AuthDeniedError(401, 'Sign in to see payments.', reason, { cause });

export const notStaff = (user: string) =>
  new AuthDeniedError(403, 'You are signed in, but not on the staff list.', 'not-on-staff-list', {
    user,
  });

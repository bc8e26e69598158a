/**
 * The errors every layer throws. The HTTP edge (routes, protection, the upstream client's gateway
 * statuses) throws `ApiHttpError`; upstream reads and page composition throw domain errors
 * (`NotFoundError`, `UpstreamInvalidError`) that say what went wrong, not how HTTP answers it.
 * The one `app.onError` maps a domain error with `httpErrorOf` and turns every `ApiHttpError` into
 * the one stable error shape (`{"errors":[{status,title,detail}]}`). Nothing else reaches the
 * browser: unknown errors become a generic 500 without a stack trace or an upstream body.
 */
import type { ApiError } from '@pc/contract';

export type ApiErrorStatus =
  | 400
  | 401
  | 403
  | 404
  | 405
  | 409
  | 413
  | 421
  | 429
  | 500
  | 502
  | 503
  | 504;

const TITLES: Record<ApiErrorStatus, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  421: 'Misdirected Request',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export class ApiHttpError extends Error {
  readonly status: ApiErrorStatus;
  readonly detail: string;
  readonly headers: Record<string, string>;
  /** The query or path parameter at fault, for 400s. */
  readonly parameter: string | undefined;

  constructor(
    status: ApiErrorStatus,
    detail: string,
    options: { cause?: unknown; headers?: Record<string, string>; parameter?: string } = {},
  ) {
    super(detail, { cause: options.cause });
    this.name = 'ApiHttpError';
    this.status = status;
    this.detail = detail;
    this.headers = options.headers ?? {};
    this.parameter = options.parameter;
  }

  toBody(): ApiError {
    const error: ApiError['errors'][number] = {
      status: String(this.status),
      title: TITLES[this.status],
      detail: this.detail,
    };
    if (this.parameter) error.source = { parameter: this.parameter };
    return { errors: [error] };
  }
}

/** What the console asked Elastic Path for does not exist; the message names it for a person. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
}

/**
 * Elastic Path answered, but not with something the console may show (an unexpected status, a
 * body that is not exact JSON or not of the schema, too many rows, a row of another owner). The
 * message says so for a person; the detail is in the log and the `cause`.
 */
export class UpstreamInvalidError extends Error {
  override name = 'UpstreamInvalidError';
}

/**
 * The HTTP answer to a domain error: not found → 404, an answer that cannot be shown → 502.
 * @example httpErrorOf(new NotFoundError('Invoice not found.')).status // 404
 */
export function httpErrorOf(error: NotFoundError | UpstreamInvalidError): ApiHttpError {
  return new ApiHttpError(error instanceof NotFoundError ? 404 : 502, error.message, {
    cause: error.cause,
  });
}

/** A message safe to log for any thrown value (never a stack in a response). */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.name}: ${error.message}${cause}`;
  }
  return String(error);
}

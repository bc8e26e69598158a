/**
 * One error type for every failed /api call, carrying what the UI needs to choose a state:
 * the HTTP status (0 when the BFF could not be reached), the BFF's `detail`, and Retry-After.
 */
import type { ApiError } from '@pc/contract';
import { parseRetryAfter } from '@pc/contract/retry-after';

export class ApiRequestError extends Error {
  /** HTTP status, or 0 when no response arrived (network down, BFF stopped). */
  readonly status: number;
  readonly title: string;
  /** The BFF's explanation, written for people; safe to show. */
  readonly detail: string;
  /** From Retry-After on a 429/503, in milliseconds. */
  readonly retryAfterMs: number | null;
  /** The answer's JSON body as sent (a 409 names the case as it is now), or null. */
  readonly body: unknown;

  constructor(
    status: number,
    title: string,
    detail: string,
    options: { retryAfterMs?: number | null; cause?: unknown; body?: unknown } = {},
  ) {
    super(detail, { cause: options.cause });
    this.name = 'ApiRequestError';
    this.status = status;
    this.title = title;
    this.detail = detail;
    this.retryAfterMs = options.retryAfterMs ?? null;
    this.body = options.body ?? null;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

function isApiErrorBody(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return false;
  const errors = (body as { errors: unknown }).errors;
  return Array.isArray(errors) && errors.length > 0 && typeof errors[0]?.title === 'string';
}

/** Turns a non-2xx response into an ApiRequestError, whatever its body. */
export async function errorFromResponse(
  response: Pick<Response, 'status' | 'statusText' | 'headers' | 'json'>,
): Promise<ApiRequestError> {
  const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'));
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A proxy's HTML page or an empty body: fall back to the status line below.
  }
  if (isApiErrorBody(body)) {
    const first = body.errors[0];
    if (first) {
      return new ApiRequestError(response.status, first.title, first.detail ?? first.title, {
        retryAfterMs,
        body,
      });
    }
  }
  const title = response.statusText || `HTTP ${response.status}`;
  return new ApiRequestError(
    response.status,
    title,
    `The server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`,
    { retryAfterMs },
  );
}

export function networkError(cause: unknown): ApiRequestError {
  return new ApiRequestError(
    0,
    'Network error',
    'The console’s server could not be reached. Check your connection.',
    { cause },
  );
}

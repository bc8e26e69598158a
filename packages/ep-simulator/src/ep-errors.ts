/**
 * Responses in Elastic Path's error shape (docs/upstream/payments-api.md#errors):
 * `{"errors":[{"status":"404","title":"Not Found","detail":"…"}]}`. The Subscriptions API writes
 * `status` as a string; the token 401 keeps the integer form of EP's own example, so clients
 * meet both.
 */

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The reason phrase used as an error title, e.g. 503 → "Service Unavailable". */
export function statusTitle(status: number): string {
  return TITLES[status] ?? (status >= 500 ? 'Server Error' : 'Error');
}

/** A response with a JSON text body, as EP sends it. */
export function jsonResponse(
  body: string,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(body, {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/**
 * An EP error response with a string status.
 * @example epError(400, 'page[limit] must be an integer from 1 to 100')
 */
export function epError(
  status: number,
  detail?: string,
  headers: Record<string, string> = {},
): Response {
  const error = { status: String(status), title: statusTitle(status), ...(detail && { detail }) };
  return jsonResponse(JSON.stringify({ errors: [error] }), status, headers);
}

const INVALID_TOKEN_BODY = JSON.stringify({
  errors: [{ status: 401, title: 'Unable to validate access token' }],
});

/** EP's answer to a missing, unknown, revoked or expired bearer token. */
export function invalidTokenError(): Response {
  return jsonResponse(INVALID_TOKEN_BODY, 401);
}

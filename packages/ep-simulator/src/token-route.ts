/**
 * `POST {auth_url}/oauth/access_token` (docs/upstream/payments-api.md#token-request, docs/upstream/payments-api.md#token-response): client-credentials tokens from a
 * form-urlencoded body, answered with EP's flat token object.
 */
import { Hono } from 'hono';
import { countRoute } from './counters.ts';
import { epError, jsonResponse } from './ep-errors.ts';
import { renderFault } from './faults.ts';
import type { SimulatorState } from './simulator-state.ts';

const FORM = 'application/x-www-form-urlencoded';

/**
 * The token endpoint, to mount at `/oauth`.
 * @example app.route('/oauth', tokenRoutes(state))
 */
export function tokenRoutes(state: SimulatorState): Hono {
  const app = new Hono();

  app.post('/access_token', async (c) => {
    countRoute(state.counters, 'token');
    const fault = state.faults.take('token');
    if (fault) return renderFault(fault, 'token', c.req.raw.signal);

    const contentType = c.req.header('content-type') ?? '';
    if (contentType.split(';')[0]?.trim().toLowerCase() !== FORM) {
      return epError(400, `the request body must be ${FORM}`);
    }
    const form = new URLSearchParams(await c.req.text());
    const grantType = form.get('grant_type');
    if (grantType !== 'client_credentials') {
      return epError(
        400,
        grantType ? `unsupported grant_type ${grantType}` : 'grant_type is required',
      );
    }
    if (
      form.get('client_id') !== state.clientId ||
      form.get('client_secret') !== state.clientSecret
    ) {
      return epError(401, 'invalid client_id or client_secret');
    }

    const { token, expiresAtMs } = state.tokens.issue();
    // expires_in is seconds and expires the Unix time in seconds (docs/upstream/payments-api.md#token-lifetime-and-refresh).
    const body = {
      access_token: token,
      token_type: 'Bearer',
      expires_in: state.tokenTtlSeconds,
      expires: Math.floor(expiresAtMs / 1000),
      identifier: 'client_credentials',
    };
    return jsonResponse(JSON.stringify(body));
  });

  app.all('/access_token', (c) =>
    epError(405, `${c.req.method} is not allowed here`, { allow: 'POST' }),
  );

  return app;
}

import { describe, expect, it } from 'vitest';
import { createSimulator } from './create-simulator.ts';
import {
  fixturePayment,
  INV,
  list,
  listUrl,
  readJson,
  requestToken,
  SUB,
  token,
} from './test-support.ts';

const data = { data: [fixturePayment(1)], empty: [] };

describe('POST /oauth/access_token', () => {
  it('answers the flat token object of docs/upstream/payments-api.md#token-response with expires in Unix seconds', async () => {
    const now = 1_767_225_600_123; // 2026-01-01T00:00:00.123Z
    const sim = createSimulator({ data, tokenTtlSeconds: 3600, now: () => now });
    const response = await requestToken(sim);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const body = await readJson(response);
    expect(Object.keys(body)).toEqual([
      'access_token',
      'token_type',
      'expires_in',
      'expires',
      'identifier',
    ]);
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[0-9a-f]{40}$/),
      token_type: 'Bearer',
      expires_in: 3600,
      expires: 1_767_229_200,
      identifier: 'client_credentials',
    });
  });

  it('issues a different random token on every call', async () => {
    const sim = createSimulator({ data });
    const tokens = await Promise.all([token(sim), token(sim), token(sim)]);
    expect(new Set(tokens).size).toBe(3);
    // Another simulator does not know them.
    const other = createSimulator({ data });
    expect((await list(other, SUB, INV, '', tokens[0])).status).toBe(401);
  });

  it('accepts a charset parameter on the form content type', async () => {
    const sim = createSimulator({ data });
    const response = await requestToken(
      sim,
      {},
      { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
    );
    expect(response.status).toBe(200);
  });

  it.each([
    ['application/json', { 'content-type': 'application/json' }],
    ['multipart/form-data', { 'content-type': 'multipart/form-data; boundary=x' }],
    ['no content type', {} as Record<string, string>],
  ])('rejects a %s body with 400 in EP error shape', async (_, headers) => {
    const sim = createSimulator({ data });
    const response = await requestToken(sim, {}, headers);
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expect(body).toEqual({
      errors: [
        {
          status: '400',
          title: 'Bad Request',
          detail: expect.stringContaining('x-www-form-urlencoded'),
        },
      ],
    });
  });

  it.each([
    ['a missing grant_type', { grant_type: undefined }, /grant_type is required/],
    ['another grant_type', { grant_type: 'password' }, /unsupported grant_type password/],
  ])('rejects %s with 400', async (_, fields, detail) => {
    const sim = createSimulator({ data });
    const response = await requestToken(sim, fields);
    expect(response.status).toBe(400);
    const body = await readJson(response);
    expect(body.errors[0].status).toBe('400');
    expect(body.errors[0].detail).toMatch(detail);
  });

  it.each([
    ['a wrong secret', { client_secret: 'nope' }],
    ['a wrong client id', { client_id: 'someone-else' }],
    ['no client id', { client_id: undefined }],
    ['no secret', { client_secret: undefined }],
  ])('rejects %s with 401', async (_, fields) => {
    const sim = createSimulator({ data });
    const response = await requestToken(sim, fields);
    expect(response.status).toBe(401);
    expect((await readJson(response)).errors[0]).toMatchObject({
      status: '401',
      title: 'Unauthorized',
    });
  });

  it('uses the configured credentials instead of the demo ones', async () => {
    const sim = createSimulator({ data, clientId: 'id-1', clientSecret: 's3cret' });
    expect(sim.credentials).toEqual({ clientId: 'id-1', clientSecret: 's3cret' });
    expect((await requestToken(sim)).status).toBe(401);
    expect((await requestToken(sim, { client_id: 'id-1', client_secret: 's3cret' })).status).toBe(
      200,
    );
  });

  it('answers other methods with 405 and Allow: POST', async () => {
    const sim = createSimulator({ data });
    const response = await sim.fetch('http://ep.test/oauth/access_token');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect((await readJson(response)).errors[0]).toMatchObject({
      status: '405',
      title: 'Method Not Allowed',
    });
    expect(sim.counters.tokenRequests).toBe(0);
  });
});

describe('token lifetime', () => {
  it('expires a token after the TTL on the injected clock', async () => {
    let now = Date.UTC(2026, 0, 1);
    const sim = createSimulator({ data, tokenTtlSeconds: 2, now: () => now });
    const bearer = await token(sim);

    now += 1999;
    expect((await list(sim, SUB, INV, '', bearer)).status).toBe(200);
    now += 1;
    const expired = await list(sim, SUB, INV, '', bearer);
    expect(expired.status).toBe(401);
    expect(await readJson(expired)).toEqual({
      errors: [{ status: 401, title: 'Unable to validate access token' }],
    });
    // A fresh token works again.
    expect((await list(sim, SUB, INV)).status).toBe(200);
  });

  it('makes every issued token unknown after revokeTokens()', async () => {
    const sim = createSimulator({ data });
    const [a, b] = [await token(sim), await token(sim)];
    sim.revokeTokens();
    for (const bearer of [a, b]) expect((await list(sim, SUB, INV, '', bearer)).status).toBe(401);
    expect((await list(sim, SUB, INV)).status).toBe(200);
  });

  it.each([
    ['no Authorization header', undefined],
    ['an unknown token', 'Bearer 0123456789abcdef0123456789abcdef01234567'],
    ['another scheme', 'Basic ZGVtbzpkZW1v'],
    ['an empty bearer', 'Bearer '],
  ])('answers %s with EP 401', async (_, authorization) => {
    const sim = createSimulator({ data });
    const headers: Record<string, string> = authorization ? { authorization } : {};
    const response = await sim.fetch(listUrl(SUB, INV), { headers });
    expect(response.status).toBe(401);
    expect(await response.text()).toBe(
      '{"errors":[{"status":401,"title":"Unable to validate access token"}]}',
    );
  });

  it('accepts the bearer scheme in any case', async () => {
    const sim = createSimulator({ data });
    const response = await sim.fetch(listUrl(SUB, INV), {
      headers: { authorization: `bearer ${await token(sim)}` },
    });
    expect(response.status).toBe(200);
  });
});

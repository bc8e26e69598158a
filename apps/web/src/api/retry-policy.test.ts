import { describe, expect, it } from 'vitest';
import { ApiRequestError, errorFromResponse } from './api-error';
import { retryDelay, shouldRetry } from './retry-policy';

const error = (status: number, retryAfterMs: number | null = null) =>
  new ApiRequestError(status, 't', 'd', { retryAfterMs });

describe('shouldRetry', () => {
  it('retries 429, 5xx and network errors a few times', () => {
    for (const status of [0, 429, 500, 502, 503, 504]) {
      expect(shouldRetry(0, error(status))).toBe(true);
      expect(shouldRetry(2, error(status))).toBe(true);
      expect(shouldRetry(3, error(status))).toBe(false);
    }
  });

  it('never retries a 4xx other than 429', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(shouldRetry(0, error(status))).toBe(false);
    }
  });

  it('does not wait out a very long Retry-After', () => {
    expect(shouldRetry(0, error(429, 120_000))).toBe(false);
  });

  it('does not retry programming errors', () => {
    expect(shouldRetry(0, new TypeError('x'))).toBe(false);
  });
});

describe('retryDelay', () => {
  it('honours Retry-After', () => {
    expect(retryDelay(1, error(429, 2_000))).toBe(2_000);
    expect(retryDelay(1, error(429, 0))).toBe(0);
  });

  it('backs off exponentially otherwise', () => {
    expect(retryDelay(1, error(502))).toBe(500);
    expect(retryDelay(2, error(502))).toBe(1_000);
    expect(retryDelay(3, error(502))).toBe(2_000);
    expect(retryDelay(10, error(502))).toBe(8_000);
  });
});

describe('errorFromResponse', () => {
  it('keeps the BFF’s detail and Retry-After', async () => {
    const response = new Response(
      JSON.stringify({
        errors: [{ status: '429', title: 'Too Many Requests', detail: 'Slow down.' }],
      }),
      { status: 429, headers: { 'Retry-After': '1', 'Content-Type': 'application/json' } },
    );
    const result = await errorFromResponse(response);
    expect(result).toMatchObject({ status: 429, detail: 'Slow down.', retryAfterMs: 1_000 });
  });

  it('survives a non-JSON body', async () => {
    const result = await errorFromResponse(
      new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    expect(result).toMatchObject({ status: 502, detail: 'The server answered 502 Bad Gateway.' });
  });
});

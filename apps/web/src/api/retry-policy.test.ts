import { describe, expect, it } from 'vitest';
import { ApiRequestError, errorFromResponse } from './api-error';
import { retryDelay, shouldRetry } from './retry-policy';

const error = (status: number, retryAfterMs: number | null = null) =>
  new ApiRequestError(status, 't', 'd', { retryAfterMs });

describe('shouldRetry', () => {
  it('retries the BFF being busy and lost connections three times', () => {
    for (const e of [error(503, 2_000), error(0)]) {
      expect(shouldRetry(0, e)).toBe(true);
      expect(shouldRetry(2, e)).toBe(true);
      expect(shouldRetry(3, e)).toBe(false);
    }
  });

  it('retries Elastic Path’s rate limit twice: 3 asks, each of which may reach the store', () => {
    for (const e of [error(429), error(429, 1_000)]) {
      expect(shouldRetry(0, e)).toBe(true);
      expect(shouldRetry(1, e)).toBe(true);
      expect(shouldRetry(2, e)).toBe(false);
    }
  });

  it('never retries an answer the BFF already retried or that will not change', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 500, 502, 503, 504]) {
      expect(shouldRetry(0, error(status)), String(status)).toBe(false);
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
  it('backs off 1 s, 2 s, 4 s: four calls in the first 10 s while the BFF is busy', () => {
    const delays = [0, 1, 2].map((n) => retryDelay(n, error(503, 1_000)));
    expect(delays).toEqual([1_000, 2_000, 4_000]);
    expect(delays.reduce((a, b) => a + b)).toBeLessThan(10_000);
  });

  it('waits longer when Retry-After asks for it', () => {
    expect(retryDelay(0, error(429, 5_000))).toBe(5_000);
    expect(retryDelay(2, error(503, 2_000))).toBe(4_000);
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

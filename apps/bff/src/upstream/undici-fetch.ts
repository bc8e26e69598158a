/**
 * The `fetch` the BFF sends its upstream GETs with in production: undici's `request` on a
 * keep-alive pool, dressed as much of a `Response` as the upstream client reads (status, a
 * header, the body's chunks, or the body dropped). It builds no WHATWG Request, Response,
 * Headers or stream per call, which is most of what `fetch` costs: an A/B on Node 24 put the
 * global `fetch` at +15–18 % of the BFF's CPU per page (docs/performance.md). Anything but a GET
 * (the token request) goes to the global `fetch`. The embedded simulator and the tests hand the
 * BFF their own `fetch` instead.
 */
import { Agent, request } from 'undici';

export interface UndiciFetch {
  fetch: typeof fetch;
  /** Waits for requests in flight, then closes the pool. */
  close(): Promise<void>;
  /** Closes the pool now, failing requests in flight (a shutdown past its grace period). */
  destroy(): Promise<void>;
}

export function createUndiciFetch(): UndiciFetch {
  const agent = new Agent();
  const get = async (url: string, init: RequestInit): Promise<Response> => {
    const response = await request(url, {
      method: 'GET',
      headers: init.headers as Record<string, string>,
      signal: init.signal ?? undefined,
      dispatcher: agent,
    });
    const headers = {
      get(name: string) {
        const value = response.headers[name.toLowerCase()];
        return Array.isArray(value) ? value.join(', ') : (value ?? null);
      },
    };
    const reply = {
      status: response.statusCode,
      headers,
      text: () => response.body.text(),
      body: {
        cancel: () => response.body.dump(),
        // `readCappedText` reads chunk by chunk, so a cap can stop an oversized body early.
        [Symbol.asyncIterator]: () => response.body[Symbol.asyncIterator](),
      },
    };
    return reply as unknown as Response;
  };
  return {
    fetch: ((input: string | URL | Request, init: RequestInit = {}) =>
      (init.method ?? 'GET') === 'GET' && typeof input === 'string'
        ? get(input, init)
        : fetch(input, init)) as typeof fetch,
    close: () => agent.close(),
    destroy: () => agent.destroy(),
  };
}

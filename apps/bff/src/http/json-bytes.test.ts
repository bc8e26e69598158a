import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { jsonBytes } from './json-bytes.ts';

describe('jsonBytes', () => {
  const body = { amount: '9223372036854775807', note: 'café €', list: [1, null, true] };
  const app = new Hono()
    .get('/bytes', (c) => jsonBytes(c, body))
    .get('/json', (c) => c.json(body, 200));

  it('sends exactly what c.json sends: the same status, Content-Type and UTF-8 bytes', async () => {
    const [bytes, json] = await Promise.all([app.request('/bytes'), app.request('/json')]);
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('content-type')).toBe(json.headers.get('content-type'));
    expect(new Uint8Array(await bytes.arrayBuffer())).toEqual(
      new Uint8Array(await json.arrayBuffer()),
    );
  });
});

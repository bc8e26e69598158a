import { describe, expect, it } from 'vitest';
import { ApiHttpError } from '../core/errors.ts';
import { linkedIds, parseSearchQuery } from './search-query.ts';

const ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const ID2 = '0f9b1a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b';

function refusal(raw: string) {
  try {
    parseSearchQuery(raw);
  } catch (error) {
    if (error instanceof ApiHttpError) return { detail: error.detail, parameter: error.parameter };
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(raw)}`);
}

describe('parseSearchQuery', () => {
  it.each([
    [ID, { kind: 'uuid', id: ID }],
    [`  {${ID.toUpperCase()}}\n`, { kind: 'uuid', id: ID }],
    ['{ Globex }', { kind: 'text', text: 'Globex' }],
    [
      'Ron.Swanson+billing@Example.com',
      { kind: 'email', email: 'Ron.Swanson+billing@Example.com' },
    ],
    ['Ron Swanson @ Acme', { kind: 'text', text: 'Ron Swanson @ Acme' }],
    ["Food 'n Stuff", { kind: 'text', text: "Food 'n Stuff" }],
    ['acme-cloud-001', { kind: 'text', text: 'acme-cloud-001' }],
    [`/customers/${ID}`, { kind: 'link', ids: { subscriberId: ID } }],
    ['https://elsewhere.example/about', { kind: 'link', ids: {} }],
  ])('%j → %j', (raw, expected) => {
    expect(parseSearchQuery(raw)).toEqual(expected);
  });

  it.each([
    ['', 'q must be at least 2 characters.'],
    ['  a  ', 'q must be at least 2 characters.'],
    ['{ a }', 'q must be at least 2 characters.'],
    ['{}', 'q must be at least 2 characters.'],
    ['x'.repeat(201), 'q must be at most 200 characters.'],
    ['Ron\u0007Swanson', 'q must not contain control characters.'],
    ['Ron\nSwanson', 'q must not contain control characters.'],
  ])('refuses %j with a 400 naming q', (raw, detail) => {
    expect(refusal(raw)).toEqual({ detail, parameter: 'q' });
  });

  it('counts characters, not UTF-16 units, and accepts exactly 200', () => {
    expect(refusal('😀')).toMatchObject({ parameter: 'q' });
    expect(parseSearchQuery('株式')).toEqual({ kind: 'text', text: '株式' });
    expect(parseSearchQuery('x'.repeat(200)).kind).toBe('text');
  });
});

describe('linkedIds', () => {
  it.each([
    [`/customers/${ID}`, { subscriberId: ID }],
    [`https://console.example/subscriptions/${ID}?tab=history#top`, { subscriptionId: ID }],
    [
      `http://localhost:5173/subscriptions/${ID}/invoices/${ID2}/`,
      { subscriptionId: ID, invoiceId: ID2 },
    ],
    [`HTTPS://Console.Example/invoices/${ID.toUpperCase()}`, { invoiceId: ID }],
  ])('%s names %j', (link, ids) => {
    expect(linkedIds(link)).toEqual(ids);
  });

  it.each([
    '/',
    '/customers',
    '/customers/not-a-uuid',
    `/accounts/${ID}`,
    `/api/invoices/${ID}`,
    `/invoices/${ID}/payments`,
    `/subscriptions/${ID}/invoices/nope`,
    'https://[::1',
  ])('%s names nothing', (link) => {
    expect(linkedIds(link)).toEqual({});
  });
});

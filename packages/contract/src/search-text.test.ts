import { describe, expect, it } from 'vitest';
import {
  classifySearchText,
  MAX_SEARCH_CHARS,
  type SearchText,
  searchedText,
} from './search-text.ts';

const ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const ID2 = '0f9b1a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b';

describe('classifySearchText: ids, emails and text', () => {
  it.each([
    [ID, { kind: 'uuid', id: ID }],
    [`  {${ID.toUpperCase()}}\n`, { kind: 'uuid', id: ID }],
    [` { ${ID} } `, { kind: 'uuid', id: ID }],
    [`"${ID}"`, { kind: 'uuid', id: ID }],
    [`urn:uuid:${ID}`, { kind: 'uuid', id: ID }],
    [`{urn:uuid:${ID.toUpperCase()}}`, { kind: 'uuid', id: ID }],
    [`\t${ID}\n`, { kind: 'uuid', id: ID }],
    ['{ Globex }', { kind: 'text', text: 'Globex' }],
    ['"Globex"', { kind: 'text', text: 'Globex' }],
    [
      'Ron.Swanson+billing@Example.com',
      { kind: 'email', email: 'Ron.Swanson+billing@Example.com' },
    ],
    [
      ' Ron.Swanson+billing@Example.com ',
      { kind: 'email', email: 'Ron.Swanson+billing@Example.com' },
    ],
    ['star*gazer@example.com', { kind: 'email', email: 'star*gazer@example.com' }],
    ['Ron Swanson @ Acme', { kind: 'text', text: 'Ron Swanson @ Acme' }],
    ['a@b@example.com', { kind: 'text', text: 'a@b@example.com' }],
    ["Food 'n Stuff", { kind: 'text', text: "Food 'n Stuff" }],
    ['acme-cloud-001', { kind: 'text', text: 'acme-cloud-001' }],
    ['株式', { kind: 'text', text: '株式' }],
    ['😀😀', { kind: 'text', text: '😀😀' }],
  ] satisfies [string, SearchText][])('%j → %j', (raw, expected) => {
    expect(classifySearchText(raw)).toEqual(expected);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
  ])('%j is empty', (raw) => {
    expect(classifySearchText(raw)).toEqual({ kind: 'empty' });
  });

  it.each([
    ['a', 'too-short'],
    ['  a  ', 'too-short'],
    [' x ', 'too-short'],
    ['{ a }', 'too-short'],
    ['{}', 'too-short'],
    ['😀', 'too-short'],
    ['/', 'too-short'],
    ['x'.repeat(MAX_SEARCH_CHARS + 1), 'too-long'],
    ['Ron\u0007Swanson', 'control-character'],
    ['Ron\nSwanson', 'control-character'],
    ['acme*', 'wildcard'],
    ['*Globex', 'wildcard'],
  ])('refuses %j: %s', (raw, reason) => {
    expect(classifySearchText(raw)).toEqual({ kind: 'refused', reason });
  });

  it('counts characters, not UTF-16 units, and accepts exactly 2 and 200', () => {
    expect(classifySearchText('ab')).toEqual({ kind: 'text', text: 'ab' });
    expect(classifySearchText('x'.repeat(MAX_SEARCH_CHARS)).kind).toBe('text');
    expect(classifySearchText('😀'.repeat(MAX_SEARCH_CHARS)).kind).toBe('text');
    // Between 200 and 400 UTF-16 units, only counting tells 200 characters from 201.
    expect(classifySearchText(`${'😀'.repeat(150)}${'x'.repeat(50)}`).kind).toBe('text');
    expect(classifySearchText(`${'😀'.repeat(150)}${'x'.repeat(51)}`)).toEqual({
      kind: 'refused',
      reason: 'too-long',
    });
  });
});

describe('classifySearchText: links', () => {
  it.each([
    [`/customers/${ID}`, `/customers/${ID}`, { subscriberId: ID }],
    [
      `https://console.example/subscriptions/${ID}?tab=history#top`,
      `/subscriptions/${ID}?tab=history`,
      { subscriptionId: ID },
    ],
    [
      `http://localhost:5173/subscriptions/${ID}/invoices/${ID2}/`,
      `/subscriptions/${ID}/invoices/${ID2}`,
      { subscriptionId: ID, invoiceId: ID2 },
    ],
    [`HTTPS://Console.Example/invoices/${ID.toUpperCase()}`, `/invoices/${ID}`, { invoiceId: ID }],
    [
      `http://127.0.0.1:3000/subscriptions/${ID.toUpperCase()}`,
      `/subscriptions/${ID}`,
      { subscriptionId: ID },
    ],
    [
      `/subscriptions/${ID}/invoices/${ID2}?offset=25`,
      `/subscriptions/${ID}/invoices/${ID2}?offset=25`,
      { subscriptionId: ID, invoiceId: ID2 },
    ],
    ['  https://x.test/search?q=acme%20corp  ', '/search?q=acme+corp', {}],
  ])('%s opens %s', (raw, path, ids) => {
    expect(classifySearchText(raw)).toEqual({ kind: 'link', path, ids });
  });

  it.each([
    '/customers',
    '/customers/not-a-uuid',
    `/accounts/${ID}`,
    `/api/invoices/${ID}`,
    `/invoices/${ID}/payments`,
    `https://x.test/invoices/${ID}/payments/${ID2}`,
    `/customers/${ID}/extra`,
    `/subscriptions/${ID}/invoices/nope`,
    `/subscriptions/${ID}/states/${ID2}`,
    'https://x.test/search',
    'https://x.test/',
    'https://elsewhere.example/about',
    `//x.test/customers/${ID}`,
    'https://[::1',
  ])('%s is a link that names no console page', (raw) => {
    expect(classifySearchText(raw)).toEqual({ kind: 'link', path: null, ids: {} });
  });

  it.each([`ftp://x.test/customers/${ID}`, `/customers/${ID} and more`])(
    '%s is not a link: it is text',
    (raw) => {
      expect(classifySearchText(raw).kind).toBe('text');
    },
  );
});

describe('classifySearchText: what tickets paste', () => {
  const RON = 'Ron.Swanson+billing@Example.com';
  it.each([
    ['Food ’n Stuff', { kind: 'text', text: "Food 'n Stuff" }],
    ['“Food ’n Stuff”', { kind: 'text', text: "Food 'n Stuff" }],
    ['‘Globex’', { kind: 'text', text: 'Globex' }],
    ["FOOD 'N STUFF", { kind: 'text', text: "FOOD 'N STUFF" }],
    ['Food\u00A0’n\u200B Stuff', { kind: 'text', text: "Food 'n Stuff" }],
    ['ACME-CLOUD-001.', { kind: 'text', text: 'ACME-CLOUD-001' }],
    ['(Initech)', { kind: 'text', text: 'Initech' }],
    ['Sakura Learning K.K.', { kind: 'text', text: 'Sakura Learning K.K' }],
    [`mailto:${RON}`, { kind: 'email', email: RON }],
    [
      'MAILTO:ron.swanson%2Bbilling@example.com?subject=Invoice%20overdue',
      { kind: 'email', email: 'ron.swanson+billing@example.com' },
    ],
    [`Ron Swanson <${RON}>`, { kind: 'email', email: RON }],
    [`“Ron Swanson” <${RON}>`, { kind: 'email', email: RON }],
    [`"Swanson, Ron" <mailto:${RON}>`, { kind: 'email', email: RON }],
    [`<${RON}>`, { kind: 'email', email: RON }],
    [`${RON}>`, { kind: 'email', email: RON }],
    [`<${RON}`, { kind: 'email', email: RON }],
    [` ${RON}.`, { kind: 'email', email: RON }],
    [`${RON},`, { kind: 'email', email: RON }],
    [`'${RON}';`, { kind: 'email', email: RON }],
    [`‘${ID.toUpperCase()}’`, { kind: 'uuid', id: ID }],
    [
      `https://console.example/customers/${ID}.`,
      { kind: 'link', path: `/customers/${ID}`, ids: { subscriberId: ID } },
    ],
  ] satisfies [string, SearchText][])('%j → %j', (raw, expected) => {
    expect(classifySearchText(raw)).toEqual(expected);
  });

  it.each([
    ['pi_3MtwBwLkdIwHu7ix28a3tqPa', 'Stripe'],
    ['ch_3MmlLrLkdIwHu7ix0snN0B15', 'Stripe'],
    ['in_1MtHbELkdIwHu7ixl4OzzPMv', 'Stripe'],
    [' pi_3MtwBwLkdIwHu7ix28a3tqPa. ', 'Stripe'],
    ['Stripe: pi_3MtwBwLkdIwHu7ix28a3tqPa', 'Stripe'],
    ['dHJhbnNhY3Rpb25fa2JyMGNmNG0', 'Braintree'],
    ['Braintree kbr0cf4m', 'Braintree'],
    ['braintree transaction #kbr0cf4m', 'Braintree'],
    ['8535296650153317', 'Adyen'],
    ['Adyen PSP reference: V4HZ4RBFJGXXGN82', 'Adyen'],
  ])('%j is a %s payment reference, not searched', (raw, gateway) => {
    expect(classifySearchText(raw)).toEqual({ kind: 'gateway-id', gateway });
  });

  it.each([
    'in_progress',
    'pi_',
    'acme-cloud-001',
    'Adyen payments',
    'Stripe Inc',
    '853529665015331',
  ])('%j is not a payment reference', (raw) => {
    expect(classifySearchText(raw).kind).toBe('text');
  });
});

describe('searchedText', () => {
  it.each([
    ` {${ID.toUpperCase()}} `,
    '{ Globex }',
    ' Ron.Swanson+billing@Example.com ',
    "Food 'n Stuff",
  ])('what %j sends reads the same again', (raw) => {
    const reading = classifySearchText(raw);
    const sent = searchedText(reading);
    expect(sent).not.toBeNull();
    expect(classifySearchText(sent ?? '')).toEqual(reading);
  });

  it('sends nothing for a link, a refusal or empty text', () => {
    for (const raw of [`/customers/${ID}`, 'a', '']) {
      expect(searchedText(classifySearchText(raw))).toBeNull();
    }
  });
});

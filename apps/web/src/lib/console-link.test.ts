import { describe, expect, it } from 'vitest';
import { consolePathFromLink } from './console-link';

const ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const OTHER = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';

describe('consolePathFromLink', () => {
  it.each([
    [`https://console.example.com/customers/${ID}`, `/customers/${ID}`],
    [`http://127.0.0.1:3000/subscriptions/${ID.toUpperCase()}`, `/subscriptions/${ID}`],
    [
      `/subscriptions/${ID}/invoices/${OTHER}?offset=25`,
      `/subscriptions/${ID}/invoices/${OTHER}?offset=25`,
    ],
    [`https://x.test/invoices/${ID}/`, `/invoices/${ID}`],
    [`https://x.test/invoices/${ID}/payments/${OTHER}`, `/invoices/${ID}/payments/${OTHER}`],
    ['  https://x.test/search?q=acme%20corp  ', '/search?q=acme+corp'],
  ])('opens %s as %s', (text, path) => {
    expect(consolePathFromLink(text)).toBe(path);
  });

  it.each([
    'acme',
    ID,
    'ron@example.com',
    `https://x.test/accounts/${ID}`,
    `https://x.test/customers/not-a-uuid`,
    `https://x.test/customers/${ID}/extra`,
    `https://x.test/payments/${ID}`,
    `https://x.test/subscriptions/${ID}/states/${OTHER}`,
    'https://x.test/search',
    'https://x.test/',
    `ftp://x.test/customers/${ID}`,
    `//x.test/customers/${ID}`,
    `/customers/${ID} and more`,
  ])('is not a console link: %s', (text) => {
    expect(consolePathFromLink(text)).toBeNull();
  });
});

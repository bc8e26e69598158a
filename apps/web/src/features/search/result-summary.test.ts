import type { InvoiceSummary, SearchResult } from '@pc/contract';
import { describe, expect, it } from 'vitest';
import { resultCountText, singleResult } from './result-summary';

const none = { items: [], more: false };
const customer = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Ron Swanson',
  email: 'ron@example.com',
  accountId: '00000000-0000-4000-8000-000000000002',
  company: 'Acme',
  owed: null,
};
const invoice = { id: '00000000-0000-4000-8000-000000000003' } as InvoiceSummary;

function result(parts: Partial<SearchResult>): SearchResult {
  return { kind: 'text', customers: none, subscriptions: none, invoices: none, ...parts };
}

describe('singleResult', () => {
  it('names the one object found', () => {
    expect(singleResult(result({ customers: { items: [customer], more: false } }))).toEqual({
      kind: 'customer',
      id: customer.id,
    });
    expect(singleResult(result({ invoices: { items: [invoice], more: false } }))).toEqual({
      kind: 'invoice',
      invoice,
    });
  });

  it('is null for none, several, or a group cut at its limit', () => {
    expect(singleResult(result({}))).toBeNull();
    expect(
      singleResult(
        result({
          customers: { items: [customer], more: false },
          invoices: { items: [invoice], more: false },
        }),
      ),
    ).toBeNull();
    expect(singleResult(result({ customers: { items: [customer], more: true } }))).toBeNull();
  });
});

describe('resultCountText', () => {
  it('counts each group in words', () => {
    expect(
      resultCountText(
        result({
          customers: { items: [customer, customer], more: false },
          invoices: { items: [invoice], more: false },
        }),
      ),
    ).toBe('2 customers, 1 invoice');
    expect(resultCountText(result({ customers: { items: [customer], more: true } }))).toBe(
      '1+ customers',
    );
    expect(resultCountText(result({}))).toBe('No results');
  });
});

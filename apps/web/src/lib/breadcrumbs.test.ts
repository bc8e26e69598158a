import { describe, expect, it } from 'vitest';
import { buildCrumbs } from './breadcrumbs';

const customer = { id: 'c1', name: 'Ron Swanson' };
const subscription = { id: 's1', offering: 'Acme Cloud' };

describe('buildCrumbs', () => {
  it('reads Customer › Subscription › Invoice, the last one current', () => {
    const crumbs = buildCrumbs({ customer, subscription, invoice: { id: 'i1', number: 6 } });
    expect(crumbs.map((c) => [c.kind, c.label, c.current])).toEqual([
      ['customer', 'Ron Swanson', false],
      ['subscription', 'Acme Cloud', false],
      ['invoice', 'Invoice #6', true],
    ]);
  });

  it('leaves out what the page does not know', () => {
    expect(buildCrumbs({ customer: null, subscription }).map((c) => c.kind)).toEqual([
      'subscription',
    ]);
    expect(buildCrumbs({ customer })).toEqual([
      { kind: 'customer', id: 'c1', label: 'Ron Swanson', current: true },
    ]);
    expect(buildCrumbs({})).toEqual([]);
  });

  it('names an invoice without a number and a customer without a name', () => {
    const crumbs = buildCrumbs({
      customer: { id: 'c', name: '' },
      invoice: { id: 'i', number: null },
    });
    expect(crumbs.map((c) => c.label)).toEqual(['Customer', 'Invoice']);
  });
});

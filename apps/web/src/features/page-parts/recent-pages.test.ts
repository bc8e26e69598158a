import { describe, expect, it } from 'vitest';
import {
  parseRecentPages,
  RECENT_PAGES_LIMIT,
  type RecentPage,
  recentPageKind,
  withLabel,
  withoutPage,
  withReturn,
  withVisit,
} from './recent-pages';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const customer = (n: number) => `/customers/${id(n)}`;

describe('recentPageKind', () => {
  it('knows object pages and nothing else', () => {
    expect(recentPageKind(customer(1))).toBe('customer');
    expect(recentPageKind(`/subscriptions/${id(1)}`)).toBe('subscription');
    expect(recentPageKind(`/subscriptions/${id(1)}/invoices/${id(2)}`)).toBe('invoice');
    expect(recentPageKind(`/invoices/${id(2)}`)).toBe('invoice');
    for (const path of [
      '/',
      '/search',
      '/customers/x',
      `/customers/${id(1)}/x`,
      '/not-authorized',
    ]) {
      expect(recentPageKind(path)).toBeNull();
    }
  });
});

describe('withVisit', () => {
  it('puts the page first, once, and keeps the last 10', () => {
    let list: RecentPage[] = [];
    for (let n = 1; n <= 12; n += 1) list = withVisit(list, customer(n), n);
    expect(list).toHaveLength(RECENT_PAGES_LIMIT);
    expect(list[0]?.path).toBe(customer(12));
    expect(list.at(-1)?.path).toBe(customer(3));

    list = withLabel(list, customer(5), 'Ron Swanson', 'Acme');
    list = withVisit(list, customer(5), 100);
    expect(list[0]).toEqual({
      path: customer(5),
      kind: 'customer',
      label: 'Ron Swanson',
      detail: 'Acme',
      at: 100,
    });
    expect(list.filter((entry) => entry.path === customer(5))).toHaveLength(1);
  });

  it('ignores pages that are not objects', () => {
    expect(withVisit([], '/search', 1)).toEqual([]);
  });
});

describe('withReturn', () => {
  it('moves a listed page first and leaves an unlisted one to its page to add', () => {
    const named = withLabel(withVisit([], customer(1), 1), customer(1), 'Ron Swanson', null);
    const list = withLabel(withVisit(named, customer(2), 2), customer(2), 'Leslie Knope', null);
    expect(withReturn(list, customer(3), 3)).toBe(list);
    expect(withReturn(list, '/search', 3)).toBe(list);
    const back = withReturn(list, customer(1), 4);
    expect(back.map((entry) => [entry.path, entry.label, entry.at])).toEqual([
      [customer(1), 'Ron Swanson', 4],
      [customer(2), 'Leslie Knope', 2],
    ]);
  });
});

describe('withLabel and withoutPage', () => {
  it('return the same list when nothing changes', () => {
    const list = withLabel(withVisit([], customer(1), 1), customer(1), 'A', null);
    expect(withLabel(list, customer(1), 'A', null)).toBe(list);
    expect(withLabel(list, customer(2), 'B', null)).toBe(list);
    expect(withoutPage(list, customer(2))).toBe(list);
    expect(withoutPage(list, customer(1))).toEqual([]);
  });
});

describe('parseRecentPages', () => {
  it('round-trips a stored list', () => {
    const list = withVisit(withVisit([], customer(1), 1), `/subscriptions/${id(2)}`, 2);
    expect(parseRecentPages(JSON.stringify(list))).toEqual(list);
  });

  it('drops what it cannot read, entry by entry', () => {
    expect(parseRecentPages(null)).toEqual([]);
    expect(parseRecentPages('{oops')).toEqual([]);
    expect(parseRecentPages('{"path":"/"}')).toEqual([]);
    const good = { path: customer(1), kind: 'customer', label: null, detail: null, at: 1 };
    const stored = [
      good,
      { ...good },
      { ...good, path: 'https://evil.example/' },
      { ...good, path: customer(2), kind: 'invoice' },
      { ...good, path: customer(3), at: 'yesterday' },
      { ...good, path: customer(4), label: 42 },
      null,
    ];
    expect(parseRecentPages(JSON.stringify(stored))).toEqual([good]);
  });
});

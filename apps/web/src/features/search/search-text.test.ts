import { MAX_SEARCH_CHARS as MAX_SEARCH_LENGTH } from '@pc/contract/search-text';
import { describe, expect, it } from 'vitest';
import { planSearch } from './search-text';

const ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

describe('planSearch', () => {
  it('sends nothing for empty text', () => {
    expect(planSearch('   ')).toEqual({ kind: 'empty' });
  });

  it('refuses text shorter than 2 characters, too long, with * or control characters', () => {
    for (const text of ['a', ' x ', 'a'.repeat(MAX_SEARCH_LENGTH + 1), 'acme*', 'ac\u0007me']) {
      expect(planSearch(text).kind, JSON.stringify(text)).toBe('refused');
    }
    expect(planSearch('a')).toMatchObject({ message: expect.stringMatching(/at least 2/) });
  });

  it('accepts 2 and 200 characters', () => {
    expect(planSearch('ab')).toEqual({ kind: 'search', q: 'ab', reading: 'text' });
    expect(planSearch('a'.repeat(MAX_SEARCH_LENGTH)).kind).toBe('search');
  });

  it('unwraps a pasted UUID and lower-cases it', () => {
    for (const text of [` {${ID.toUpperCase()}} `, `"${ID}"`, `urn:uuid:${ID}`, `\t${ID}\n`]) {
      expect(planSearch(text)).toEqual({ kind: 'search', q: ID, reading: 'uuid' });
    }
  });

  it('opens a console link without searching', () => {
    expect(planSearch(`https://console.example/customers/${ID}`)).toEqual({
      kind: 'open',
      path: `/customers/${ID}`,
    });
  });

  it('keeps an email and other text as typed, trimmed', () => {
    expect(planSearch(' Ron.Swanson+billing@Example.com ')).toEqual({
      kind: 'search',
      q: 'Ron.Swanson+billing@Example.com',
      reading: 'email',
    });
    expect(planSearch("Food 'n Stuff")).toEqual({
      kind: 'search',
      q: "Food 'n Stuff",
      reading: 'text',
    });
    expect(planSearch('acme-cloud-001')).toMatchObject({ reading: 'text' });
  });
});

describe('planSearch counts characters as the BFF does', () => {
  it('counts an emoji as one character', () => {
    expect(planSearch('😀').kind).toBe('refused');
    expect(planSearch('😀😀').kind).toBe('search');
  });
});

describe('planSearch reads pastes as the BFF does', () => {
  it('sends the email out of a mail client’s address, and the plain apostrophe', () => {
    expect(planSearch('Ron Swanson <Ron.Swanson+billing@Example.com>')).toEqual({
      kind: 'search',
      q: 'Ron.Swanson+billing@Example.com',
      reading: 'email',
    });
    expect(planSearch('mailto:ron@foodnstuff.example')).toMatchObject({
      q: 'ron@foodnstuff.example',
    });
    expect(planSearch('Food ’n Stuff')).toMatchObject({ q: "Food 'n Stuff", reading: 'text' });
  });

  it('answers a gateway’s payment reference without a request, saying where to look', () => {
    const plan = planSearch('pi_3MtwBwLkdIwHu7ix28a3tqPa');
    expect(plan.kind).toBe('refused');
    expect(plan).toMatchObject({ message: expect.stringMatching(/Stripe payment reference/) });
    expect(plan).toMatchObject({ message: expect.stringMatching(/look it up in Stripe/) });
  });

  it('refuses a link to no page of this console rather than searching it', () => {
    expect(planSearch('https://elsewhere.example/about')).toMatchObject({
      kind: 'refused',
      message: expect.stringMatching(/not a page of this console/),
    });
  });
});

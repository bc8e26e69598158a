import { apiErrorSchema, type SearchResult, searchResultSchema } from '@pc/contract';
import { describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/test-harness.ts';

const MODES = [
  ['spec', false],
  ['realistic', true],
] as const;

const RON = 'Ron.Swanson+billing@Example.com';

async function search(h: Harness, q: string): Promise<SearchResult> {
  const response = await h.request(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status, q).toBe(200);
  return searchResultSchema.parse(await response.json());
}

describe.each(MODES)('GET /api/search: text as tickets paste it (%s mode)', (_mode, realistic) => {
  const harness = () => createHarness({ sim: { realistic } });

  it.each([`mailto:${RON}`, `Ron Swanson <${RON}>`, `“Ron Swanson” <${RON}>`, `<${RON}>.`])(
    '%j finds Ron Swanson by his email',
    async (q) => {
      const h = harness();
      const result = await search(h, q);
      expect(result.kind).toBe('email');
      expect(result.customers.items.map((c) => c.email)).toEqual([RON]);
    },
  );

  it.each(['Food ’n Stuff', '“Food ’n Stuff”', "Food 'n Stuff."])(
    '%j finds the company with the plain apostrophe',
    async (q) => {
      const h = harness();
      const result = await search(h, q);
      expect(result.customers.items.map((c) => c.company)).toEqual([
        "Food 'n Stuff",
        "Food 'n Stuff",
      ]);
      // The filter carries the plain apostrophe, quoted.
      const sent = h.sim.requests.map((r) => new URL(r.url).searchParams.get('filter'));
      expect(sent).toContain(`like(name,"*Food 'n Stuff*")`);
    },
  );

  it.each([
    ['pi_3MtwBwLkdIwHu7ix28a3tqPa', 'Stripe'],
    ['ch_3MmlLrLkdIwHu7ix0snN0B15', 'Stripe'],
    ['in_1MtHbELkdIwHu7ixl4OzzPMv', 'Stripe'],
    ['Braintree kbr0cf4m', 'Braintree'],
    ['8535296650153317', 'Adyen'],
  ])(
    '%j is answered as a %s reference: where to look, what can be searched, nothing sent',
    async (q, gateway) => {
      const h = harness();
      const response = await h.request(`/api/search?q=${encodeURIComponent(q)}`);
      expect(response.status).toBe(400);
      const [error] = apiErrorSchema.parse(await response.json()).errors;
      expect(error).toMatchObject({ source: { parameter: 'q' } });
      expect(error?.detail).toContain(`q looks like a ${gateway} payment reference`);
      expect(error?.detail).toContain(`look it up in ${gateway}`);
      expect(error?.detail).toMatch(/search here by email, company or person name/);
      expect(error?.detail).not.toContain(q);
      expect(h.sim.counters.getRequests).toBe(0);
    },
  );
});

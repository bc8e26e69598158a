/**
 * Every spelling a ticket gave that once answered "no match", on the demo data, in both modes:
 * each finds the customer (or subscription) it names; a gateway id gets the honest answer.
 */
import { apiErrorSchema, type SearchResult, searchResultSchema } from '@pc/contract';
import { describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/test-harness.ts';

const MODES = [
  ['spec', false],
  ['realistic', true],
] as const;

const RON_ACME = ['Ron Swanson', 'Ron.Swanson+billing@Example.com', 'Acme Corporation'];
const FOOD_N_STUFF = [
  ['Leslie Knope', 'Leslie.Knope@FoodnStuff.example', "Food 'n Stuff"],
  ['Ron Swanson', 'ron@foodnstuff.example', "Food 'n Stuff"],
];

async function search(h: Harness, q: string): Promise<SearchResult> {
  const response = await h.request(`/api/search?q=${encodeURIComponent(q)}`);
  expect(response.status, q).toBe(200);
  return searchResultSchema.parse(await response.json());
}

const people = (result: SearchResult) =>
  result.customers.items.map((c) => [c.name, c.email, c.company]);

describe.each(MODES)('the ticket examples (%s mode)', (_mode, realistic) => {
  const harness = () => createHarness({ sim: { realistic } });

  it.each([
    ['ron.swanson+billing@example.com', [RON_ACME]],
    ['mailto:ron.swanson+billing@example.com', [RON_ACME]],
    ['Ron Swanson <ron.swanson+billing@example.com>', [RON_ACME]],
    // Part of a person's name in any case: account members' ilike.
    ['ron swanson', [RON_ACME, FOOD_N_STUFF[1]]],
    ['Swanson', [RON_ACME]],
    // A company in any case and in part: a few casings of its longest word.
    ['food', FOOD_N_STUFF],
    ["FOOD 'N STUFF", FOOD_N_STUFF],
    ['Food ’n Stuff', FOOD_N_STUFF],
  ])('%j finds %j', async (q, expected) => {
    const result = await search(harness(), q);
    expect(people(result)).toEqual(expected);
  });

  it('the two Food ’n Stuff contacts are told apart by what they owe', async () => {
    const result = await search(harness(), 'food');
    expect(result.customers.items.map((c) => [c.name, c.owed])).toEqual([
      ['Leslie Knope', true],
      ['Ron Swanson', false],
    ]);
  });

  it('ACME-CLOUD-001 finds the subscription stored as acme-cloud-001', async () => {
    const h = harness();
    const result = await search(h, 'ACME-CLOUD-001');
    expect(result.subscriptions.items.map((s) => s.externalRef)).toEqual(['acme-cloud-001']);
  });

  it('a Stripe payment id gets the honest answer, and nothing is sent', async () => {
    const h = harness();
    const response = await h.request('/api/search?q=pi_3MtwBwLkdIwHu7ix28a3tqPa');
    expect(response.status).toBe(400);
    const [error] = apiErrorSchema.parse(await response.json()).errors;
    expect(error?.detail).toContain('Stripe');
    expect(h.sim.requests).toHaveLength(0);
  });
});

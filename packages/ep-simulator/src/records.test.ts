/**
 * The store changing after start, as Elastic Path's does: a customer who signs up is listed and
 * read by id at once; one erased answers 404 and leaves every list. The keyset walk of accounts
 * (`sort=id`, then `gt(id,last)`) and the offset ceiling are what an index's pass relies on.
 */
import { describe, expect, it } from 'vitest';
import { createSimulator } from './create-simulator.ts';
import { api, apiJson } from './test-support.ts';

const at = '2026-06-01T00:00:00.000Z';
const NEW_ID = '7e57c0de-0000-4000-8000-000000000001';

describe.each([false, true])('records after start (realistic: %s)', (realistic) => {
  it('a subscriber put is listed and read by id; one removed answers 404 and is listed no more', async () => {
    const sim = createSimulator({ realistic });
    const [someone] = sim.demo.subscribers;
    if (!someone) throw new Error('no demo subscriber');
    sim.records.subscribers.put({
      id: NEW_ID,
      type: 'subscription_subscriber',
      attributes: {
        account_id: someone.accountId,
        name: 'Nova Newcomer',
        email: 'nova@newcomer.example',
        created_at: at,
        updated_at: at,
      },
      meta: { owner: 'store', timestamps: { created_at: at, updated_at: at } },
    });
    const found = await apiJson<{ data: { id: string }[] }>(
      sim,
      '/v2/subscriptions/subscribers?filter=eq(email,"nova@newcomer.example")',
    );
    expect(found.data.map((s) => s.id)).toEqual([NEW_ID]);
    expect((await api(sim, `/v2/subscriptions/subscribers/${NEW_ID}`)).status).toBe(200);

    expect(sim.records.subscribers.remove(someone.id)).toBe(true);
    expect((await api(sim, `/v2/subscriptions/subscribers/${someone.id}`)).status).toBe(404);
    const all = await apiJson<{ data: { id: string }[] }>(
      sim,
      '/v2/subscriptions/subscribers?page[limit]=100',
    );
    expect(all.data.map((s) => s.id)).not.toContain(someone.id);
    expect(sim.records.subscribers.remove(someone.id)).toBe(false);
  });

  it('accounts walk by keyset: sort=id then gt(id,last) lists each once, in id order', async () => {
    const sim = createSimulator({ realistic });
    const seen: string[] = [];
    let last: string | null = null;
    for (;;) {
      const filter: string = last ? `&filter=gt(id,${last})` : '';
      const page: { data: { id: string }[] } = await apiJson(
        sim,
        `/v2/accounts?sort=id&page[limit]=3${filter}`,
      );
      seen.push(...page.data.map((a) => a.id));
      if (page.data.length < 3) break;
      last = page.data.at(-1)?.id ?? null;
    }
    const ids = sim.demo.accounts.map((a) => a.id.toLowerCase()).sort();
    expect(seen.map((id) => id.toLowerCase())).toEqual(ids);
  });

  it('refuses an offset past 10,000, as Elastic Path does', async () => {
    const sim = createSimulator({ realistic });
    expect((await api(sim, '/v2/subscriptions/subscribers?page[offset]=10000')).status).toBe(200);
    expect((await api(sim, '/v2/subscriptions/subscribers?page[offset]=10001')).status).toBe(400);
  });
});

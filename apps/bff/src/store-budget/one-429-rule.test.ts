/**
 * One 429 rule for every caller of Elastic Path: after a 429 the replica sends the store nothing
 * until its `Retry-After` passed, and the attention refresh obeys that same hold — it waits as
 * long as the store asked, no longer (no pause of its own that doubles), and sends nothing while
 * a person's 429 holds. Counted at the simulator, on the harness's clock.
 */
import { describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/test-harness.ts';

/** Each wait of the refresh, with the calls the store had had when it began; time then passes. */
function recordingSleep(get: () => Harness) {
  const waits: { ms: number; callsSoFar: number }[] = [];
  const sleep = async (ms: number) => {
    const h = get();
    waits.push({ ms, callsSoFar: h.sim.counters.getRequests });
    h.clock.now += ms;
  };
  return { waits, sleep };
}

describe('the hold after a 429', () => {
  it('holds the attention refresh after a person’s 429: nothing is sent until Retry-After passed', async () => {
    let h: Harness | undefined;
    const { waits, sleep } = recordingSleep(() => h as Harness);
    h = createHarness({ deps: { sleep } });
    const invoice = h.invoiceWith(3);
    h.sim.inject('invoice-payments.list', { kind: 'status', status: 429, retryAfter: '5' }, 1);
    const person = await h.request(`/api/invoices/${invoice.invoiceId}/payments`);
    expect(person.status).toBe(429);
    const afterPerson = h.sim.counters.getRequests;

    await h.request('/api/attention');
    await h.attention.refresh();

    // The refresh's first step is to wait out the person's hold, before any call of its own.
    expect(waits[0]).toEqual({ ms: 5000, callsSoFar: afterPerson });
    const page = (await (await h.request('/api/attention')).json()) as {
      snapshot: { status: string };
    };
    expect(page.snapshot.status).toBe('complete');
  });

  it('waits as long as the store asked at each 429 in a row, without doubling', async () => {
    let h: Harness | undefined;
    const { waits, sleep } = recordingSleep(() => h as Harness);
    h = createHarness({ deps: { sleep } });
    h.sim.inject('invoices.list', { kind: 'status', status: 429, retryAfter: '2' }, 3);

    await h.request('/api/attention');
    await h.attention.refresh();

    expect(waits.map((w) => w.ms)).toEqual([2000, 2000, 2000]);
    expect(h.attention.rateLimited()).toBe(3);
    const page = (await (await h.request('/api/attention')).json()) as {
      snapshot: { status: string };
    };
    expect(page.snapshot.status).toBe('complete');
  });
});

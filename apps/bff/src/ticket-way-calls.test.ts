/**
 * The ticket's way through the BFF at the simulator, counted at the simulator: search by email
 * → the customer page → the demo store's longest invoice (its page, and every page of payments
 * the browser asks for, 100 at a time) → one payment's detail, then the same invoice again. The
 * requests are the ones the web app makes for these pages; the counts are the simulator's own.
 */
import { createSimulator, demoSeed, type Simulator } from '@pc/ep-simulator';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './server.ts';

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

const ENV = { PORT: '0', WEB_DIST: 'none', LOG_LEVEL: 'error' };

interface Way {
  search: number;
  customer: number;
  invoice: number;
  detail: number;
  revisit: number;
}

/** The demo invoice with the most payments, its customer's email and one of its payments. */
function longestTicket(simulator: Simulator) {
  const invoice = [...simulator.demo.invoices].sort((x, y) => y.payments - x.payments)[0];
  if (!invoice) throw new Error('no demo invoice');
  const subscriber = simulator.demo.subscribers.find((s) => s.id === invoice.subscriberId);
  if (!subscriber) throw new Error('no demo subscriber');
  return { invoice, email: subscriber.email };
}

async function walkTicketWay(server: RunningServer, simulator: Simulator): Promise<Way> {
  const { invoice, email } = longestTicket(simulator);
  const api = async (path: string) => {
    const response = await fetch(`${server.url}/api${path}`, { headers: { 'X-CSRF': '1' } });
    expect(response.status, path).toBe(200);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const calls = () => simulator.counters.getRequests;
  const step = async (walk: () => Promise<unknown>) => {
    const before = calls();
    simulator.requests.length = 0;
    await walk();
    // No identical upstream call twice within one view.
    const urls = simulator.requests.filter((r) => !r.url.includes('/oauth/')).map((r) => r.url);
    expect(new Set(urls).size, urls.join('\n')).toBe(urls.length);
    return calls() - before;
  };
  const openInvoice = async () => {
    let firstPayment = '';
    await Promise.all([
      api(`/invoices/${invoice.id}`),
      (async () => {
        for (let offset = 0; ; offset += 100) {
          const page = (await api(
            `/invoices/${invoice.id}/payments?page%5Boffset%5D=${offset}&page%5Blimit%5D=100`,
          )) as { data: { id: string }[]; meta: { page: { hasNext: boolean } } };
          firstPayment ||= page.data[0]?.id ?? '';
          if (!page.meta.page.hasNext) break;
        }
      })(),
    ]);
    return firstPayment;
  };
  let paymentId = '';
  const way: Way = {
    search: await step(() => api(`/search?q=${encodeURIComponent(email)}`)),
    customer: await step(() => api(`/customers/${invoice.subscriberId}`)),
    invoice: await step(async () => {
      paymentId = await openInvoice();
    }),
    detail: await step(() => api(`/invoices/${invoice.id}/payments/${paymentId}`)),
    revisit: await step(openInvoice),
  };
  return way;
}

describe('the ticket’s way, counted at the simulator', () => {
  it('costs these upstream calls per step on the demo store’s longest invoice', async () => {
    const simulator = createSimulator({ data: demoSeed() });
    const server = await startServer({ env: ENV, simulator });
    running.push(server);
    const way = await walkTicketWay(server, simulator);
    // Before the read cache: { search: 2, customer: 5, invoice: 11, detail: 2, revisit: 7 }, the
    // invoice's payments read twice (BFF and browser) and all of it again on a revisit.
    // The floor (one invoice, paid, 246 payments): search 2 (the subscriber by email, its
    // account) + customer 2 (subscriptions, invoices; no outstanding invoice) + invoice 3 (246
    // payments in pages of 100) + retry context 2 + detail 1 (its payment run) = 10.
    const floor = 10;
    const { revisit, ...way1 } = way;
    expect(Object.values(way1).reduce((x, y) => x + y)).toBeLessThanOrEqual(floor + 2);
    expect(revisit).toBeLessThanOrEqual(2);
    expect(way.detail).toBe(1);
  });
});

/**
 * The ticket's way through the BFF's API, as the web app asks for it: search by email → the
 * customer page → the demo store's longest invoice (its page and every page of its payments, 100
 * at a time, as the browser loads a whole invoice) → one payment's detail, then the same invoice
 * again. Returns the upstream calls each step made, as the simulator recorded them, for the BFF's
 * tests and `pnpm bench`.
 */
import type { Simulator } from '@pc/ep-simulator';

export interface TicketWayCalls {
  search: string[];
  customer: string[];
  invoice: string[];
  detail: string[];
  /** The invoice again, within a minute. */
  revisit: string[];
}

/** The demo invoice with the most payments, and its customer's email. */
export function longestTicket(simulator: Simulator) {
  const invoice = [...simulator.demo.invoices].sort((x, y) => y.payments - x.payments)[0];
  if (!invoice) throw new Error('no demo invoice');
  const subscriber = simulator.demo.subscribers.find((s) => s.id === invoice.subscriberId);
  if (!subscriber) throw new Error('no demo subscriber');
  return { invoice, email: subscriber.email };
}

/** @throws Error when an answer is not 200. */
export async function walkTicketWay(
  baseUrl: string,
  simulator: Simulator,
): Promise<TicketWayCalls> {
  const { invoice, email } = longestTicket(simulator);
  const api = async (path: string) => {
    const response = await fetch(`${baseUrl}/api${path}`, { headers: { 'X-CSRF': '1' } });
    if (response.status !== 200) throw new Error(`${path}: status ${response.status}`);
    return response.json() as Promise<unknown>;
  };
  const step = async (walk: () => Promise<unknown>) => {
    simulator.requests.length = 0;
    await walk();
    return simulator.requests.filter((r) => !r.url.includes('/oauth/')).map((r) => r.url);
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
  return {
    search: await step(() => api(`/search?q=${encodeURIComponent(email)}`)),
    customer: await step(() => api(`/customers/${invoice.subscriberId}`)),
    invoice: await step(async () => {
      paymentId = await openInvoice();
    }),
    detail: await step(() => api(`/invoices/${invoice.id}/payments/${paymentId}`)),
    revisit: await step(openInvoice),
  };
}

/**
 * The floor of the demo store's longest ticket (one invoice, paid, 246 payments): the search 2
 * (the subscriber by email, its account) + the customer page 5 (the account's subscriptions, the
 * subscriber's invoices, and the paid invoice's 3 pages of 100 payments, read so an
 * over-collection is flagged; no outstanding invoice, so no retry context) + the invoice 2 (the
 * retry context's 2; its payments are the customer page's reads, from the read cache) + the
 * detail 1 (its payment run) = 10. Reads by id come from rows read. The customer page's reads
 * moved here from the invoice page: the floor holds for a customer whose paid invoices among the
 * 10 newest are the one opened; each other one adds its pages of payments.
 */
export const TICKET_WAY_FLOOR = 10;

/**
 * The same with the store index (docs/search-index.md): the search by email is answered from the
 * console's database, so the way loses the search's 2 calls.
 */
export const TICKET_WAY_FLOOR_WITH_INDEX = TICKET_WAY_FLOOR - 2;

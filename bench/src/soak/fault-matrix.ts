/**
 * The soak's rotating matrix: each phase injects one simulator fault on the payment lists for
 * `FAULT_MS`, clears it, lets requests begun under it settle for `SETTLE_MS` (longer than the
 * BFF's coalescing join window, so no later request can share a faulted call), then watches a
 * recovery window of `RECOVERY_MS` that must be all 200. The statuses a fault may produce are
 * the BFF's error mapping (docs/api.md#errors; upstream-client.ts).
 */
import type { Simulator } from '@pc/ep-simulator';

export const FAULT_MS = 4000;
export const SETTLE_MS = 500;
export const RECOVERY_MS = 1500;
/** Upstream timeout in the soak: a hang ends as a 504 within the phase. */
export const SOAK_TIMEOUT_MS = 2000;

export interface Phase {
  name: string;
  /** What the BFF must answer while the fault holds. */
  expected: number[];
  inject(sim: Simulator): void;
}

const ALWAYS = 1_000_000;

/** An answer with one row more than any page the soak asks for (page[limit]=10). */
function elevenRows(sim: Simulator): string {
  const invoice = sim.invoices.find((i) => i.payments >= 1);
  const row = {
    id: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
    type: 'subscription_invoice_payment',
    attributes: {
      success: true,
      gateway: 'stripe',
      amount: { currency: 'USD', amount: 1999, includes_tax: true },
      manual_payment: false,
    },
    meta: {
      owner: 'store',
      subscription_id: invoice?.subscriptionId,
      invoice_id: invoice?.invoiceId,
      job_id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      timestamps: {
        created_at: '2026-03-01T10:00:00.000Z',
        updated_at: '2026-03-01T10:00:01.000Z',
      },
    },
  };
  return JSON.stringify({ data: Array.from({ length: 11 }, () => row) });
}

export const PHASES: Phase[] = [
  { name: 'latency 300 ms', expected: [200], inject: (sim) => sim.setLatency(300) },
  {
    name: '500',
    expected: [502],
    inject: (sim) => sim.inject('list', { kind: 'status', status: 500 }, ALWAYS),
  },
  {
    name: '502 (retried twice)',
    expected: [502],
    inject: (sim) => sim.inject('list', { kind: 'status', status: 502 }, ALWAYS),
  },
  {
    name: '503 (retried twice)',
    expected: [502],
    inject: (sim) => sim.inject('list', { kind: 'status', status: 503 }, ALWAYS),
  },
  {
    name: '429, Retry-After: 1',
    expected: [429],
    inject: (sim) => sim.inject('list', { kind: 'status', status: 429, retryAfter: '1' }, ALWAYS),
  },
  {
    name: 'malformed JSON',
    expected: [502],
    inject: (sim) => sim.inject('list', { kind: 'malformed-json' }, ALWAYS),
  },
  {
    name: 'HTML page',
    expected: [502],
    inject: (sim) => sim.inject('list', { kind: 'html' }, ALWAYS),
  },
  {
    name: '11 rows for 10',
    expected: [502],
    inject: (sim) =>
      sim.inject('list', { kind: 'body', status: 200, body: elevenRows(sim) }, ALWAYS),
  },
  { name: 'hang', expected: [504], inject: (sim) => sim.inject('list', { kind: 'hang' }, ALWAYS) },
  // Tokens are revoked once: the BFF replaces its token (one retry) and every answer is a 200.
  { name: 'revoked tokens', expected: [200], inject: (sim) => sim.revokeTokens() },
];

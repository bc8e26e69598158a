/** A well-formed attention row for unit tests; override what the test is about. */
import type { AttentionListRow, Case } from '@pc/contract';

/** A case nobody has touched (version 0), as the BFF serves it for every invoice. */
export function untouchedCase(invoiceId: string, overrides: Partial<Case> = {}): Case {
  return {
    invoiceId,
    customerId: null,
    owner: null,
    followUpOn: null,
    followUpDue: false,
    promise: null,
    state: 'open',
    settledAt: null,
    version: 0,
    updatedBy: null,
    updatedAt: null,
    notesCount: 0,
    ...overrides,
  };
}

export function makeAttentionRow(
  overrides: Partial<Omit<AttentionListRow, 'invoice'>> & {
    invoice?: Partial<AttentionListRow['invoice']>;
  } = {},
): AttentionListRow {
  const { invoice, ...rest } = overrides;
  const id = invoice?.id ?? '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';
  return {
    company: 'Analytical Engines Ltd',
    case: untouchedCase(id),
    invoice: {
      id: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
      subscriptionId: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
      number: 7,
      createdAt: '2026-11-01T00:00:00Z',
      billingPeriod: { start: '2026-11-01T00:00:00Z', end: '2026-12-01T00:00:00Z' },
      ...invoice,
    },
    customer: {
      id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    },
    subscription: {
      id: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
      offering: 'Pro',
      plan: 'Monthly',
    },
    total: { amount: '1999', currency: 'USD' },
    balanceDue: { amount: '1999', currency: 'USD' },
    attempts: 1,
    failedAttempts: 1,
    attemptsComplete: true,
    retries: { kind: 'retries-left', count: 2 },
    lastAttempt: {
      paymentId: '0b6a1c2e-1f5e-4c7a-9a51-1d2e3f4a5b6c',
      status: 'failed',
      at: '2026-11-02T08:00:00Z',
      reason: 'Your card has insufficient funds.',
      category: 'funds',
    },
    nextRetry: {
      kind: 'estimate',
      at: '2026-11-05T00:30:00Z',
      earliest: '2026-11-05T00:00:00Z',
    },
    state: 'failing',
    ...rest,
  };
}

/** A distinct invoice id per `n`, for lists. */
export function invoiceIdOf(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

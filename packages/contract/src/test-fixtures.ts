/** A valid upstream payment resource (docs/upstream/payments-api.md#payment-resource), for tests across the workspace. */
export function upstreamPaymentFixture(overrides: Record<string, unknown> = {}) {
  return {
    id: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
    type: 'subscription_invoice_payment',
    attributes: {
      success: true,
      gateway: 'stripe',
      external_payment_id: 'pi_3PaBcD',
      amount: { currency: 'USD', amount: 1999, includes_tax: true },
      manual_payment: false,
    },
    meta: {
      owner: 'store',
      subscription_id: '0f9b1a2c-3d4e-4f50-8a6b-7c8d9e0f1a2b',
      invoice_id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      job_id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
      timestamps: {
        created_at: '2026-03-01T10:00:00.000Z',
        updated_at: '2026-03-01T10:00:01.000Z',
        payment_taken_at: '2026-03-01T10:00:01.000Z',
      },
    },
    ...overrides,
  };
}

export * from './upstream-subscriptions/fixtures.ts';

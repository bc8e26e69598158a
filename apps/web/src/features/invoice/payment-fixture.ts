/** A well-formed payment for unit tests; override what the test is about. */
import type { Payment } from '@pc/contract';

export function makePayment(
  overrides: {
    id?: string;
    attributes?: Partial<Payment['attributes']>;
    amount?: Partial<Payment['attributes']['amount']>;
    timestamps?: Partial<Payment['meta']['timestamps']>;
    meta?: Partial<Omit<Payment['meta'], 'timestamps'>>;
  } = {},
): Payment {
  return {
    id: overrides.id ?? '0b6a1c2e-1f5e-4c7a-9a51-1d2e3f4a5b6c',
    type: 'subscription_invoice_payment',
    attributes: {
      success: true,
      gateway: 'stripe',
      external_payment_id: 'pi_3OqLx2',
      manual_payment: false,
      ...overrides.attributes,
      amount: { currency: 'USD', amount: '1999', ...overrides.amount },
    },
    meta: {
      owner: 'store',
      subscription_id: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
      invoice_id: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
      job_id: '5c0f1a7e-8d2b-4e3f-a6b7-c8d9e0f1a2b3',
      ...overrides.meta,
      timestamps: {
        created_at: '2024-03-05T14:07:09.000Z',
        updated_at: '2024-03-05T14:07:10.000Z',
        payment_taken_at: '2024-03-05T14:07:10.000Z',
        ...overrides.timestamps,
      },
    },
  };
}

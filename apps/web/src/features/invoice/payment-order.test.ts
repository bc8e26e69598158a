import { describe, expect, it } from 'vitest';
import { makePayment } from './payment-fixture';
import { newestFirst, paymentRoles } from './payment-order';

const at = (id: string, created_at: string, pending = false) =>
  makePayment({
    id,
    timestamps: { created_at },
    attributes: pending ? { success: false, pending: true } : {},
  });

describe('newestFirst', () => {
  it('orders by created_at, newest first, whatever order the upstream sent', () => {
    const a = at('a', '2026-03-01T10:00:00Z');
    const b = at('b', '2026-03-03T10:00:00Z');
    const c = at('c', '2026-03-02T10:00:00Z');
    expect(newestFirst([a, b, c]).map((p) => p.id)).toEqual(['b', 'c', 'a']);
  });

  it('compares instants, not text: +02:00 is two hours earlier than the same Z time', () => {
    const local = at('local', '2026-03-01T11:00:00+02:00');
    const utc = at('utc', '2026-03-01T10:00:00Z');
    expect(newestFirst([local, utc]).map((p) => p.id)).toEqual(['utc', 'local']);
  });

  it('breaks ties by id, descending, and leaves its input alone', () => {
    const input = [at('1', '2026-03-01T10:00:00Z'), at('3', '2026-03-01T10:00:00Z')];
    expect(newestFirst(input).map((p) => p.id)).toEqual(['3', '1']);
    expect(input.map((p) => p.id)).toEqual(['1', '3']);
  });
});

describe('paymentRoles', () => {
  it('numbers the attempts oldest first and leaves pending payments out', () => {
    const failed = (id: string, created_at: string) =>
      makePayment({ id, timestamps: { created_at }, attributes: { success: false } });
    const roles = paymentRoles([
      at('paid', '2026-03-05T10:00:00Z'),
      failed('first', '2026-03-01T10:00:00Z'),
      at('waiting', '2026-03-02T10:00:00Z', true),
      failed('second', '2026-03-03T10:00:00Z'),
      at('again', '2026-03-06T10:00:00Z'),
    ]);
    expect(Object.fromEntries(roles)).toEqual({
      first: { kind: 'attempt', number: 1, outcome: 'failed' },
      waiting: { kind: 'pending' },
      second: { kind: 'attempt', number: 2, outcome: 'failed' },
      paid: { kind: 'attempt', number: 3, outcome: 'succeeded' },
      again: { kind: 'after-payment', outcome: 'succeeded' },
    });
  });
});

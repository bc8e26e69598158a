import { describe, expect, it } from 'vitest';
import { attentionQuerySchema, type WorkRow, workList } from './attention-work.ts';
import { bulkAssignSchema, changeCaseSchema, promiseAmountSchema } from './schemas.ts';

const NOW = Date.parse('2026-12-06T12:00:00Z');

function row(
  id: string,
  facts: Partial<Omit<WorkRow, 'case'>> & { case?: Partial<WorkRow['case']> } = {},
): WorkRow & { id: string } {
  return {
    id,
    balanceDue: facts.balanceDue ?? null,
    lastAttempt: facts.lastAttempt ?? null,
    nextRetry: facts.nextRetry ?? { kind: 'none' },
    case: { owner: null, followUpOn: null, followUpDue: false, state: 'open', ...facts.case },
  };
}
const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe('the attention list as a team works it', () => {
  const ana = { email: 'ana@example.com' };
  const rows = [
    row('a', { case: { owner: ana, followUpDue: true, followUpOn: '2026-12-05' } }),
    row('b', { case: { owner: { email: 'bo@example.com' }, state: 'promise-broken' } }),
    row('c'),
    row('d', { case: { owner: ana, followUpOn: '2026-12-09' } }),
  ];
  it('filters Mine, Unassigned, a colleague’s, Follow-up due and Promise broken', () => {
    expect(ids(workList(rows, { owner: 'me' }, 'ANA@example.com', NOW))).toEqual(['a', 'd']);
    expect(ids(workList(rows, { owner: 'nobody' }, 'ana@example.com', NOW))).toEqual(['c']);
    expect(ids(workList(rows, { owner: 'bo@example.com' }, 'ana@example.com', NOW))).toEqual(['b']);
    expect(ids(workList(rows, { owner: 'me', due: '1' }, 'ana@example.com', NOW))).toEqual(['a']);
    expect(ids(workList(rows, { case: 'promise-broken' }, 'ana@example.com', NOW))).toEqual(['b']);
    expect(ids(workList(rows, {}, 'ana@example.com', NOW))).toEqual(['a', 'b', 'c', 'd']);
  });
  it('sorts balances within their currency: ¥49,800 never above €1,299.00 by face value', () => {
    const money = [
      row('jpy', { balanceDue: { amount: '49800', currency: 'JPY' } }),
      row('eur', { balanceDue: { amount: '129900', currency: 'EUR' } }),
      row('eur-small', { balanceDue: { amount: '500', currency: 'EUR' } }),
      row('unknown'),
      row('usd', { balanceDue: { amount: '99999999999999999', currency: 'USD' } }),
    ];
    expect(ids(workList(money, { sort: 'balance.desc' }, '', NOW))).toEqual([
      'eur',
      'eur-small',
      'jpy',
      'usd',
      'unknown',
    ]);
    expect(ids(workList(money, { sort: 'balance.asc' }, '', NOW))).toEqual([
      'eur-small',
      'eur',
      'jpy',
      'usd',
      'unknown',
    ]);
    expect(ids(workList(money, { currency: 'EUR' }, '', NOW))).toEqual(['eur', 'eur-small']);
  });
  it('filters on the last attempt within 7 or 30 days (rows never attempted are left out)', () => {
    const attempts = [
      row('today', { lastAttempt: { at: '2026-12-06T08:00:00Z' } }),
      row('week', { lastAttempt: { at: '2026-11-25T08:00:00Z' } }),
      row('old', { lastAttempt: { at: '2026-10-01T08:00:00Z' } }),
      row('never'),
    ];
    expect(ids(workList(attempts, { lastAttempt: '7' }, '', NOW))).toEqual(['today']);
    expect(ids(workList(attempts, { lastAttempt: '30' }, '', NOW))).toEqual(['today', 'week']);
    expect(ids(workList(attempts, { sort: 'lastAttempt.asc' }, '', NOW))).toEqual([
      'old',
      'week',
      'today',
      'never',
    ]);
  });
  it('refuses an unknown parameter or value by name', () => {
    expect(attentionQuerySchema.safeParse({ due: '2' }).error?.issues[0]?.path).toEqual(['due']);
    expect(attentionQuerySchema.safeParse({ currency: 'eur' }).success).toBe(false);
    expect(attentionQuerySchema.safeParse({ lastAttempt: '14' }).success).toBe(false);
    expect(attentionQuerySchema.safeParse({ mine: '1' }).error?.issues[0]?.code).toBe(
      'unrecognized_keys',
    );
  });
});

describe('the bodies a person sends', () => {
  it('takes amounts only as exact minor units', () => {
    for (const amount of ['1299', '1', '9223372036854775807'])
      expect(promiseAmountSchema.safeParse({ amount, currency: 'EUR' }).success).toBe(true);
    for (const amount of ['12.99', '0', '-5', '01299', '1e3', ' 12', '9223372036854775808', ''])
      expect(promiseAmountSchema.safeParse({ amount, currency: 'EUR' }).success).toBe(false);
  });
  it('needs a version and at least one field to change', () => {
    expect(changeCaseSchema.safeParse({ version: 0 }).success).toBe(false);
    expect(changeCaseSchema.safeParse({ owner: null }).success).toBe(false);
    expect(changeCaseSchema.safeParse({ version: 0, owner: null }).success).toBe(true);
    expect(changeCaseSchema.safeParse({ version: 0, followUpOn: '2026-02-30' }).success).toBe(
      false,
    );
    expect(changeCaseSchema.safeParse({ version: 0, state: 'settled' }).success).toBe(false);
  });
  it('names each invoice of a bulk assign once', () => {
    const item = { invoiceId: '3fa85f64-5717-4562-b3fc-2c963f66afa6', version: 1 };
    expect(bulkAssignSchema.safeParse({ items: [item], owner: null }).success).toBe(true);
    expect(bulkAssignSchema.safeParse({ items: [item, item], owner: null }).success).toBe(false);
    expect(bulkAssignSchema.safeParse({ items: [], owner: null }).success).toBe(false);
  });
});

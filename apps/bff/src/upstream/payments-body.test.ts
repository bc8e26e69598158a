import { upstreamPaymentFixture } from '@pc/contract/test-fixtures';
import { describe, expect, it } from 'vitest';
import { readPaymentsBody } from './payments-body.ts';

const page = { offset: 0, limit: 25 };
const listText = (amount: string) =>
  JSON.stringify({ data: [upstreamPaymentFixture()], meta: { results: { total: 1 } } }).replace(
    '"amount":1999',
    `"amount":${amount}`,
  );

describe('readPaymentsBody', () => {
  it('keeps an int64 amount past 2^53 digit for digit', () => {
    const read = readPaymentsBody(listText('9223372036854775807'), page);
    expect(read.ok && read.page.data[0]?.attributes.amount.amount).toBe('9223372036854775807');
    expect(read.ok && read.page.meta.page.hasNext).toBe(false);
  });

  it('says the text is not JSON', () => {
    const read = readPaymentsBody(listText('1999').slice(0, -10), page);
    expect(read).toMatchObject({ ok: false, problem: 'invalid_json' });
  });

  it('says which field breaks the schema', () => {
    const read = readPaymentsBody(listText('19.99'), page);
    expect(read.ok).toBe(false);
    if (read.ok || read.problem !== 'invalid_body') throw new Error('expected invalid_body');
    expect(read.cause.issues[0]?.path).toEqual(['data', 0, 'attributes', 'amount', 'amount']);
  });
});

import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { parseInvoiceParams } from './invoice-params';

const SID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';
const IID = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('did not throw');
}

describe('parseInvoiceParams', () => {
  it('passes two UUIDs on, in lower case', () => {
    expect(parseInvoiceParams({ subscriptionId: SID, invoiceId: IID })).toEqual({
      subscriptionId: SID,
      invoiceId: IID,
    });
    expect(
      parseInvoiceParams({ subscriptionId: SID.toUpperCase(), invoiceId: IID.toUpperCase() }),
    ).toEqual({ subscriptionId: SID, invoiceId: IID });
  });

  it.each([
    { subscriptionId: 'nope', invoiceId: IID },
    { subscriptionId: SID, invoiceId: '%E0%A4%A' },
    { subscriptionId: SID, invoiceId: `${IID}x` },
    { subscriptionId: '', invoiceId: '' },
  ])('is "not found" for %o', (params) => {
    expect(isNotFound(thrown(() => parseInvoiceParams(params)))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { makePayment } from '../features/invoice/payment-fixture';
import {
  buildPaymentsCsv,
  invoicePaymentsCsvFilename,
  neutralizeFormula,
  paymentsCsvFilename,
  quoteField,
  utcTimestamp,
} from './csv';

const HEADER =
  'payment_id,status,gateway,external_payment_id,failure_reason,currency,amount_minor,amount,includes_tax,manual_payment,payment_taken_at,created_at,updated_at,subscription_id,invoice_id,job_id,owner';

function rows(csv: string) {
  return csv.slice(1).split('\r\n');
}

describe('buildPaymentsCsv', () => {
  it('writes a security decline as internal, never in the gateway’s words', () => {
    const csv = buildPaymentsCsv([
      makePayment({
        attributes: {
          success: false,
          failure_detail: { reason: 'Processor Declined - Fraud Suspected' },
        },
      }),
    ]);
    expect(csv).not.toMatch(/fraud/i);
    expect(rows(csv)[1]?.split(',')[4]).toBe('Security decline (internal)');
  });

  it('starts with a BOM and the header, and ends lines with CRLF', () => {
    const csv = buildPaymentsCsv([]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(csv).toBe(`\uFEFF${HEADER}\r\n`);
  });

  it('writes one record per payment in column order', () => {
    const csv = buildPaymentsCsv([makePayment()]);
    expect(rows(csv)[1]).toBe(
      [
        '0b6a1c2e-1f5e-4c7a-9a51-1d2e3f4a5b6c',
        'succeeded',
        'stripe',
        'pi_3OqLx2',
        '',
        'USD',
        '1999',
        '19.99',
        '',
        'false',
        '2024-03-05T14:07:10.000Z',
        '2024-03-05T14:07:09.000Z',
        '2024-03-05T14:07:10.000Z',
        '3fa85f64-5717-4562-b3fc-2c963f66afa6',
        '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
        '5c0f1a7e-8d2b-4e3f-a6b7-c8d9e0f1a2b3',
        'store',
      ].join(','),
    );
    expect(
      csv.split('\n').every((line, i, all) => i === all.length - 1 || line.endsWith('\r')),
    ).toBe(true);
  });

  it('keeps amounts exact in major and minor units', () => {
    const cases = [
      [{ currency: 'USD', amount: '1999' }, '1999,19.99'],
      [{ currency: 'KWD', amount: '1234' }, '1234,1.234'],
      [{ currency: 'JPY', amount: '123456' }, '123456,123456'],
      [{ currency: 'USD', amount: '-500' }, '-500,-5.00'],
      [
        { currency: 'USD', amount: '9223372036854775807' },
        '9223372036854775807,92233720368547758.07',
      ],
      [
        { currency: 'USD', amount: '-9223372036854775808' },
        '-9223372036854775808,-92233720368547758.08',
      ],
      [{ currency: 'ZZZ', amount: '1999' }, '1999,'],
    ] as const;
    for (const [amount, expected] of cases) {
      const record = rows(buildPaymentsCsv([makePayment({ amount })]))[1] ?? '';
      expect(record.split(',').slice(5, 8).join(',')).toBe(`${amount.currency},${expected}`);
    }
  });

  // Elastic Path's amount is in the currency's smallest subdivision, ISO 4217's minor unit. The
  // browser's Intl gives the digits it displays instead (CLDR's), 0 for COP, HUF, IDR, IQD and
  // a dozen more: read with those, 19.99 COP would be written 1999 and 250.000 IQD 250000.
  it('moves the point by ISO 4217’s minor unit, also where the browser displays fewer digits', () => {
    const cases = [
      ['COP', '1999', '19.99'],
      ['HUF', '123450', '1234.50'],
      ['IDR', '1500000', '15000.00'],
      ['IQD', '250000', '250.000'],
      ['PKR', '99', '0.99'],
      ['ISK', '1500', '1500'],
      ['UGX', '5000', '5000'],
      ['CLF', '12345', '1.2345'],
      ['BHD', '1234', '1.234'],
    ] as const;
    for (const [currency, minor, major] of cases) {
      const payment = makePayment({ amount: { currency, amount: minor } });
      const record = rows(buildPaymentsCsv([payment]))[1] ?? '';
      expect(record.split(',').slice(5, 8).join(',')).toBe(`${currency},${minor},${major}`);
    }
  });

  it('derives status and writes booleans', () => {
    const csv = buildPaymentsCsv([
      makePayment({ attributes: { success: false, pending: true, manual_payment: true } }),
      makePayment({ attributes: { success: false }, amount: { includes_tax: true } }),
      makePayment({ amount: { includes_tax: false } }),
    ]);
    const [, pending, failed, succeeded] = rows(csv).map((line) => line.split(','));
    expect([pending?.[1], pending?.[8], pending?.[9]]).toEqual(['pending', '', 'true']);
    expect([failed?.[1], failed?.[8]]).toEqual(['failed', 'true']);
    expect([succeeded?.[1], succeeded?.[8]]).toEqual(['succeeded', 'false']);
  });

  it('writes refund for a succeeded payment with a negative amount', () => {
    const csv = buildPaymentsCsv([
      makePayment({ amount: { amount: '-500' } }),
      makePayment({ attributes: { success: false }, amount: { amount: '-500' } }),
    ]);
    const [, refund, failed] = rows(csv).map((line) => line.split(','));
    expect([refund?.[1], refund?.[6], refund?.[7]]).toEqual(['refund', '-500', '-5.00']);
    expect(failed?.[1]).toBe('failed');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    const csv = buildPaymentsCsv([
      makePayment({
        attributes: {
          success: false,
          gateway: 'acme, inc',
          failure_detail: { reason: 'Card said "no"\r\nthen hung up' },
        },
      }),
    ]);
    expect(csv).toContain(',"acme, inc",');
    expect(csv).toContain(',"Card said ""no""\r\nthen hung up",');
  });

  it('neutralises formula injection in text cells only', () => {
    const csv = buildPaymentsCsv([
      makePayment({
        attributes: {
          success: false,
          gateway: '=HYPERLINK("http://x")',
          external_payment_id: '+1',
          failure_detail: { reason: '-2+3' },
        },
        meta: { owner: '@owner' },
        amount: { amount: '-500' },
      }),
    ]);
    const record = rows(csv)[1] ?? '';
    expect(record).toContain(`,"'=HYPERLINK(""http://x"")",'+1,'-2+3,USD,-500,-5.00,`);
    expect(record.endsWith(",'@owner")).toBe(true);
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['a=b', 'a=b'],
    ['', ''],
  ])('neutralizeFormula(%j) is %j', (input, expected) => {
    expect(neutralizeFormula(input)).toBe(expected);
  });

  it('quotes a neutralised cell that holds a CR', () => {
    expect(quoteField(neutralizeFormula('\rx'))).toBe(`"'\rx"`);
    expect(quoteField('plain')).toBe('plain');
  });

  it('keeps non-ASCII text as is', () => {
    const csv = buildPaymentsCsv([
      makePayment({ attributes: { gateway: 'Zahlung über Café 💳' } }),
    ]);
    expect(csv).toContain(',Zahlung über Café 💳,');
  });
});

describe('paymentsCsvFilename', () => {
  it('names the invoice and offset', () => {
    expect(paymentsCsvFilename('9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d', 25, null)).toBe(
      'invoice-9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d-payments-offset-25.csv',
    );
  });

  it('names the status filter in force', () => {
    const id = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';
    expect(paymentsCsvFilename(id, 0, 'failed')).toBe(`invoice-${id}-payments-failed-offset-0.csv`);
    expect(paymentsCsvFilename(id, 50, 'refund')).toBe(
      `invoice-${id}-payments-refund-offset-50.csv`,
    );
  });
});

describe('invoicePaymentsCsvFilename', () => {
  it('names the invoice, and the status when the filter is set', () => {
    const id = '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d';
    expect(invoicePaymentsCsvFilename(id, null)).toBe(`invoice-${id}-payments.csv`);
    expect(invoicePaymentsCsvFilename(id, 'refund')).toBe(`invoice-${id}-payments-refund.csv`);
    expect(invoicePaymentsCsvFilename(id, 'failed')).toBe(`invoice-${id}-payments-failed.csv`);
  });
});

describe('utcTimestamp', () => {
  it('keeps UTC values to the letter and writes offsets as UTC', () => {
    expect(utcTimestamp('2026-03-01T10:00:00.000Z')).toBe('2026-03-01T10:00:00.000Z');
    expect(utcTimestamp('2026-03-01T10:00:00.123456Z')).toBe('2026-03-01T10:00:00.123456Z');
    expect(utcTimestamp('2026-03-01T11:00:00.000+02:00')).toBe('2026-03-01T09:00:00.000Z');
    expect(utcTimestamp(undefined)).toBe('');
    expect(utcTimestamp('not a date')).toBe('not a date');
  });
});

import { describe, expect, it } from 'vitest';
import { changeText, personName, promiseText } from './case-wording';

const ANA = { email: 'ana@example.com', name: 'Ana Example' };
const BEA = { email: 'bea@example.com', name: null };

describe('case wording', () => {
  it('names a person by the provider’s name, else the email', () => {
    expect(personName(ANA)).toBe('Ana Example');
    expect(personName(BEA)).toBe('bea@example.com');
  });

  it('writes a promise with its exact amount, or its date alone', () => {
    expect(promiseText({ on: '2026-12-10', amount: { amount: '129900', currency: 'EUR' } })).toBe(
      'by 2026-12-10, €1,299.00',
    );
    expect(promiseText({ on: '2026-12-10', amount: null })).toBe('by 2026-12-10');
  });

  it('says who changed which fields, never their values', () => {
    expect(changeText({ version: 2, fields: ['owner'], by: ANA, at: '' })).toBe(
      'Ana Example changed the owner',
    );
    expect(
      changeText({ version: 3, fields: ['owner', 'followUpOn', 'promise'], by: BEA, at: '' }),
    ).toBe('bea@example.com changed the owner, the follow-up date and the promise to pay');
    expect(changeText({ version: 4, fields: ['settled'], by: null, at: '' })).toBe(
      'The console settled it (Elastic Path says paid)',
    );
  });
});

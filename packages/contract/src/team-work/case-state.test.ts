import { describe, expect, it } from 'vitest';
import { caseState, followUpDue, isUtcDate, utcDateOf } from './case-state.ts';

describe('a case’s state, from facts and today’s UTC date', () => {
  const today = '2026-12-06';
  it('is open with nothing promised, promised until the date passes, broken the day after', () => {
    expect(caseState({ promise: null, settledAt: null }, today)).toBe('open');
    expect(caseState({ promise: { on: '2026-12-07' }, settledAt: null }, today)).toBe('promised');
    expect(caseState({ promise: { on: today }, settledAt: null }, today)).toBe('promised');
    expect(caseState({ promise: { on: '2026-12-05' }, settledAt: null }, today)).toBe(
      'promise-broken',
    );
  });
  it('is settled once Elastic Path said paid, whatever was promised', () => {
    const settledAt = '2026-12-04T10:00:00.000Z';
    expect(caseState({ promise: { on: '2026-12-01' }, settledAt }, today)).toBe('settled');
    expect(caseState({ promise: null, settledAt }, today)).toBe('settled');
  });
  it('has a follow-up due on its date and after, never once settled', () => {
    expect(followUpDue('2026-12-06', today)).toBe(true);
    expect(followUpDue('2026-11-30', today)).toBe(true);
    expect(followUpDue('2026-12-07', today)).toBe(false);
    expect(followUpDue(null, today)).toBe(false);
    expect(followUpDue('2026-11-30', today, true)).toBe(false);
  });
  it('takes UTC’s day, not the machine’s: 23:59:59Z is still that day', () => {
    expect(utcDateOf(Date.parse('2026-12-06T23:59:59Z'))).toBe('2026-12-06');
    expect(utcDateOf(Date.parse('2026-12-07T00:30:00+02:00'))).toBe('2026-12-06');
  });
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-1-01', false],
    ['2026/01/01', false],
    ['01-01-2026', false],
    ['2026-01-01T00:00:00Z', false],
    ['tomorrow', false],
    ['', false],
    ['２０２６-01-01', false],
  ])('reads %j as a date: %s', (text, valid) => {
    expect(isUtcDate(text)).toBe(valid);
  });
});

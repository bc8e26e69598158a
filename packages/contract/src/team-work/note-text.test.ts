import { describe, expect, it } from 'vitest';
import { holdsCardNumber, NOTE_MAX_CHARS, noteTextProblem, passesLuhn } from './note-text.ts';

describe('what a note may hold', () => {
  it('passes the Luhn check for test card numbers and fails a changed digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });
  it.each([
    'card 4242424242424242 declined',
    'card 4242 4242 4242 4242 declined',
    'card 4242-4242-4242-4242',
    'amex 378282246310005',
    'on 2026-12-06 4242 4242 4242 4242',
    '6011111111111117',
    '4222222222222',
  ])('refuses %j (a card number)', (text) => {
    expect(holdsCardNumber(text)).toBe(true);
    expect(noteTextProblem(text)).toMatch(/card number/);
  });
  it.each([
    'called, promised to pay on Friday',
    'order 4242424242424241',
    'invoice 12, phone +44 20 7946 0958',
    // An unbroken run of 20+ digits is a reference, not a card.
    'ref 42424242424242424242424242',
    '123456789012',
    'uuid 3fa85f64-5717-4562-b3fc-2c963f66afa6',
  ])('accepts %j', (text) => {
    expect(holdsCardNumber(text)).toBe(false);
    expect(noteTextProblem(text)).toBeNull();
  });
  it('refuses an empty or blank note and one past 4,000 characters, and takes 4,000', () => {
    expect(noteTextProblem('')).toBe('must not be empty');
    expect(noteTextProblem(' \n\t ')).toBe('must not be empty');
    expect(noteTextProblem('x'.repeat(NOTE_MAX_CHARS))).toBeNull();
    expect(noteTextProblem('x'.repeat(NOTE_MAX_CHARS + 1))).toMatch(/at most 4,000 characters/);
  });
  it('scans a long note in linear time', () => {
    const started = performance.now();
    holdsCardNumber('1 '.repeat(2000));
    holdsCardNumber('9'.repeat(4000));
    expect(performance.now() - started).toBeLessThan(200);
  });
});

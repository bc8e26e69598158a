import { describe, expect, it } from 'vitest';
import { idPrefix, searchNormalForm, signatureParts } from './search-normal-form.ts';

describe('searchNormalForm', () => {
  it.each([
    ["Food 'n Stuff", 'food n stuff'],
    ['Food ’n’ Stuff', 'food n stuff'],
    ['food n stuff', 'food n stuff'],
    ['FOOD & STUFF', 'food and stuff'],
    ['Al Bahar Logistics W.L.L.', 'al bahar logistics wll'],
    ['Al-Bahar Logistics WLL', 'al bahar logistics wll'],
    ['  Crème   Brûlée — Café ', 'creme brulee cafe'],
    ['Ｓａｋｕｒａ', 'sakura'],
    ['ACME-CLOUD-001', 'acme cloud 001'],
    ['O’Brien', 'obrien'],
    ['Ron.Swanson+billing@Example.com', 'ronswanson billing examplecom'],
  ])('%j → %j', (text, form) => {
    expect(searchNormalForm(text)).toBe(form);
  });

  it('gives one form for a ticket’s spellings of one company', () => {
    const forms = ["Food 'n Stuff", 'food n stuff', 'Food ’n’ Stuff', 'FOOD ‘N’ STUFF'].map(
      searchNormalForm,
    );
    expect(new Set(forms).size).toBe(1);
  });

  it('is linear: a 200 kB text of separators and marks is formed at once', () => {
    const text = `${'a\u0301.-'.repeat(50_000)}x`;
    const started = performance.now();
    expect(searchNormalForm(text).endsWith('x')).toBe(true);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('idPrefix', () => {
  it.each([
    ['030508de', '030508de'],
    ['030508DE', '030508de'],
    ['030508de6c4f', '030508de-6c4f'],
    ['030508de-6c4f', '030508de-6c4f'],
    ['abcdef', 'abcdef'],
    ['abcde', null],
    ['acme', null],
    ['030508dg', null],
  ])('%j → %j', (text, prefix) => {
    expect(idPrefix(text)).toBe(prefix);
  });
});

describe('signatureParts', () => {
  it.each([
    ['Leslie Knope | Deputy Director', ['leslie knope', 'deputy director']],
    [
      'Leslie Knope — Deputy Director, Food ’n’ Stuff',
      ['leslie knope', 'deputy director', 'food n stuff'],
    ],
    [
      'Ann Perkins • Nurse · Pawnee General / Indiana; USA',
      ['ann perkins', 'nurse', 'pawnee general'],
    ],
    ['Al-Bahar Logistics W.L.L.', []],
    ['Food n Stuff', []],
    ['Knope | K | Knope', []],
  ])('%j → %j', (text, parts) => {
    expect(signatureParts(text)).toEqual(parts);
  });
});

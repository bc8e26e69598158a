import { describe, expect, it } from 'vitest';
import { checkIdInput, normalizeIdInput } from './ids';

const ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

describe('normalizeIdInput', () => {
  it.each([ID, `  ${ID}  `, `{${ID}}`, ` { ${ID} } `, `"${ID}"`, `urn:uuid:${ID}`, `\t${ID}\n`])(
    'strips the wrapping of %j',
    (text) => {
      expect(normalizeIdInput(text)).toBe(ID);
    },
  );

  it('lower-cases the id', () => {
    expect(normalizeIdInput(`{${ID.toUpperCase()}}`)).toBe(ID);
  });
});

describe('checkIdInput', () => {
  it('accepts a wrapped UUID', () => {
    expect(checkIdInput(`{${ID}}`, 'subscription ID')).toEqual({ ok: true, value: ID });
  });

  it('explains what is wrong', () => {
    expect(checkIdInput('  ', 'invoice ID')).toEqual({
      ok: false,
      message: 'Enter the invoice ID.',
    });
    const bad = checkIdInput('inv_123', 'invoice ID');
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.message).toMatch(/must be a UUID/);
    expect(checkIdInput(`${ID}0`, 'invoice ID').ok).toBe(false);
  });
});

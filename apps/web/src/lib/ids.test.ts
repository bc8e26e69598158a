import { describe, expect, it } from 'vitest';
import { normalizeIdInput } from './ids';

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

import { describe, expect, it } from 'vitest';
import { isUuid } from './limits.ts';

describe('isUuid', () => {
  it.each([
    '3fa85f64-5717-4562-b3fc-2c963f66afa6',
    '3FA85F64-5717-4562-B3FC-2C963F66AFA6',
    '00000000-0000-0000-0000-000000000000',
  ])('accepts %s', (text) => {
    expect(isUuid(text)).toBe(true);
  });

  it.each([
    ['too short', '3fa85f64-5717-4562-b3fc-2c963f66afa'],
    ['too long', '3fa85f64-5717-4562-b3fc-2c963f66afa6a'],
    ['a non-hex digit', '3fa85f64-5717-4562-b3fc-2c963f66afag'],
    ['no dashes', '3fa85f6457174562b3fc2c963f66afa6'],
    ['dashes in the wrong places', '3fa85f645-717-4562-b3fc-2c963f66afa6'],
    ['braces', '{3fa85f64-5717-4562-b3fc-2c963f66afa6}'],
    ['a trailing newline', '3fa85f64-5717-4562-b3fc-2c963f66afa6\n'],
    ['path traversal', '../../oauth/access_token'],
    ['nothing', ''],
  ])('rejects %s', (_what, text) => {
    expect(isUuid(text)).toBe(false);
  });
});

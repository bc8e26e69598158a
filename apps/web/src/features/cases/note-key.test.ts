import { addNoteSchema } from '@pc/contract';
import { describe, expect, it } from 'vitest';
import { newNoteKey, uuidOf } from './note-key';

describe('a typed note’s key', () => {
  it('is a UUID the BFF accepts, a new one each time', () => {
    const keys = [newNoteKey(), newNoteKey()];
    expect(keys[0]).not.toBe(keys[1]);
    for (const key of keys) {
      expect(addNoteSchema.safeParse({ text: 'Called.', key }).success).toBe(true);
    }
  });

  it('is made a version 4 UUID from random bytes where randomUUID is missing', () => {
    for (const fill of [0x00, 0xff, 0x5a]) {
      const key = uuidOf(new Uint8Array(16).fill(fill));
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(addNoteSchema.safeParse({ text: 'Called.', key }).success).toBe(true);
    }
  });
});

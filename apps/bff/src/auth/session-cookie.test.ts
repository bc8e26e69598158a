import { describe, expect, it } from 'vitest';
import { createSealer } from './session-cookie.ts';

const SECRET = 'session-cookie-test-secret-0123456789abcdef';
const OLD = 'an-older-session-secret-0123456789abcdef';
const clock = () => {
  const c = { now: Date.parse('2026-06-01T12:00:00Z') };
  return { c, now: () => c.now };
};

describe('sealed cookie values', () => {
  it('round-trips claims, and the value reveals none of them', async () => {
    const { now } = clock();
    const sealer = createSealer([SECRET], 'session', now);
    const value = await sealer.seal({ email: 'ann@example.com' }, 60);
    expect(value).not.toContain('ann');
    expect(Buffer.from(value.split('.')[0] ?? '', 'base64url').toString()).toBe(
      '{"alg":"dir","enc":"A256GCM"}',
    );
    expect(await sealer.open(value)).toMatchObject({
      claims: { email: 'ann@example.com' },
      stale: false,
    });
  });

  it('refuses a tampered value, whichever part was changed', async () => {
    const sealer = createSealer([SECRET], 'session', clock().now);
    const value = await sealer.seal({ email: 'ann@example.com' }, 60);
    const parts = value.split('.');
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i] ?? '';
      if (!part) continue;
      const flipped = `${part.slice(0, -2)}${part.at(-2) === 'A' ? 'B' : 'A'}${part.at(-1)}`;
      const tampered = parts.map((p, j) => (j === i ? flipped : p)).join('.');
      expect(await sealer.open(tampered)).toBeNull();
    }
    expect(await sealer.open('')).toBeNull();
    expect(await sealer.open('x'.repeat(5000))).toBeNull();
  });

  it('refuses it once expired (fake clock)', async () => {
    const { c, now } = clock();
    const sealer = createSealer([SECRET], 'session', now);
    const value = await sealer.seal({ email: 'ann@example.com' }, 3600);
    c.now += 3599_000;
    expect(await sealer.open(value)).not.toBeNull();
    c.now += 2_000;
    expect(await sealer.open(value)).toBeNull();
  });

  it('refuses a value sealed with a key it does not hold, or for another purpose', async () => {
    const { now } = clock();
    const foreign = await createSealer(
      ['someone-elses-secret-0123456789abcdef'],
      'session',
      now,
    ).seal({ email: 'x@example.com' }, 60);
    const login = await createSealer([SECRET], 'login', now).seal({ email: 'x@example.com' }, 60);
    const sealer = createSealer([SECRET], 'session', now);
    expect(await sealer.open(foreign)).toBeNull();
    expect(await sealer.open(login)).toBeNull();
  });

  it('rotates: seals with the first secret, opens with any, and flags old ones stale', async () => {
    const { now } = clock();
    const old = await createSealer([OLD], 'session', now).seal({ email: 'ann@example.com' }, 60);
    const rotated = createSealer([SECRET, OLD], 'session', now);
    expect(await rotated.open(old)).toMatchObject({ stale: true });
    const fresh = await rotated.seal({ email: 'ann@example.com' }, 60);
    expect(await rotated.open(fresh)).toMatchObject({ stale: false });
    expect(await createSealer([SECRET], 'session', now).open(fresh)).not.toBeNull();
    expect(await createSealer([OLD], 'session', now).open(fresh)).toBeNull();
  });
});

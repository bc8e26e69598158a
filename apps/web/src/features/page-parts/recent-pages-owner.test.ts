import { describe, expect, it } from 'vitest';
import { recentPagesKey, recentPagesOwner } from './recent-pages-owner';

describe('recentPagesOwner', () => {
  it('is the signed-in person, in any letter case; everyone without sign-in; nobody yet', () => {
    expect(recentPagesOwner('oidc', 'Ann@Example.com')).toBe('ann@example.com');
    expect(recentPagesOwner('proxy', 'ann@example.com')).toBe('ann@example.com');
    expect(recentPagesOwner('none', undefined)).toBe('anyone');
    // Not known yet: nothing is read or written under someone else's name.
    expect(recentPagesOwner(undefined, 'ann@example.com')).toBeNull();
    expect(recentPagesOwner('oidc', undefined)).toBeNull();
  });

  it('keeps each person’s list under a key of their own', () => {
    expect(recentPagesKey('ann@example.com')).not.toBe(recentPagesKey('bob@example.com'));
    expect(recentPagesKey('ann@example.com')).toBe(
      'payments-console.recent-pages.v2:ann%40example.com',
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { identityFromClaims, isStaff } from './allowlist.ts';
import { safeReturnTo } from './return-to.ts';

const list = {
  emails: ['ann@partner.test'],
  domains: ['example.com'],
  groups: ['payments-staff'],
  groupsClaim: 'groups',
};
const person = (email: string, groups: string[] = []) => ({ email, groups });

describe('isStaff', () => {
  it.each([
    ['ann@partner.test', true],
    ['ANN@Partner.Test', true],
    ['bob@example.com', true],
    ['bob@sub.example.com', false],
    ['bob@evil-example.com', false],
    ['bob@example.com.evil.test', false],
    ['example.com@evil.test', false],
    ['bob@partner.test', false],
  ])('%s → %s', (email, expected) => {
    expect(isStaff(list, person(email))).toBe(expected);
  });

  it('admits by group, exactly', () => {
    expect(isStaff(list, person('x@elsewhere.test', ['payments-staff']))).toBe(true);
    expect(isStaff(list, person('x@elsewhere.test', ['Payments-Staff', 'payments']))).toBe(false);
  });
});

describe('identityFromClaims', () => {
  it('takes email (lower-cased), a display name and the configured groups claim', () => {
    expect(
      identityFromClaims(
        { email: 'Ann@Example.com', given_name: 'Ann', family_name: 'Lee', roles: ['a', 1] },
        'roles',
      ),
    ).toEqual({ email: 'ann@example.com', name: 'Ann Lee', groups: ['a'] });
  });

  it.each([
    [{}],
    [{ email: 42 }],
    [{ email: 'not-an-email' }],
    [{ email: 'ann@example.com', email_verified: false }],
    [{ email: 'ann@example.com', email_verified: 'false' }],
  ])('is nobody for %j', (claims) => {
    expect(identityFromClaims(claims, 'groups')).toBeNull();
  });
});

describe('safeReturnTo', () => {
  it.each([
    [
      '/subscriptions/a/invoices/b?offset=25&limit=50',
      '/subscriptions/a/invoices/b?offset=25&limit=50',
    ],
    ['/x#frag', '/x#frag'],
    ['//evil.test/x', '/'],
    ['/\\evil.test', '/'],
    ['\\\\evil.test', '/'],
    ['https://evil.test/', '/'],
    ['javascript:alert(1)', '/'],
    ['/%0d%0aSet-Cookie:x', '/%0d%0aSet-Cookie:x'],
    ['/\r\nSet-Cookie: x', '/'],
    ['/\t/evil.test', '/'],
    ['/auth/login', '/'],
    ['/.//evil.example/x', '/'],
    ['/a/..//evil.example', '/'],
    ['/%2e%2e//evil.example', '/'],
    ['', '/'],
    [undefined, '/'],
    [`/${'a'.repeat(2000)}`, '/'],
  ])('%j → %j', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });

  it('property: whatever comes in, the result stays on this origin', () => {
    const base = 'https://payments.example.com';
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `/${s}`),
          fc.string().map((s) => `//${s}`),
          fc
            .tuple(fc.constantFrom('/.', '/..', '/a/..', '/%2e', '/%2e%2e', '/./.'), fc.string())
            .map(([dots, rest]) => `${dots}//${rest}`),
        ),
        (input) => {
          const result = safeReturnTo(input);
          expect(result.startsWith('/')).toBe(true);
          expect(new URL(result, base).origin).toBe(base);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

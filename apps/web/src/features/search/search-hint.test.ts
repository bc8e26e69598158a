import type { SearchSource } from '@pc/contract';
import { describe, expect, it } from 'vitest';
import { noMatchHint } from './search-hint';

const complete: SearchSource = {
  answeredBy: 'index',
  index: 'complete',
  asOf: '2026-06-01T12:00:00.000Z',
  holds: { customer: 1200, account: 300, member: 40, subscription: 1500 },
  partial: [],
  comparedAs: 'acme gmbh',
};

describe('noMatchHint', () => {
  it('says what was compared, with what the index held and as of when', () => {
    const hint = noMatchHint('text', complete, 'UTC');
    expect(hint).toContain('“acme gmbh”');
    expect(hint).toContain('1,200 customers, 300 companies, 40 store logins, 1,500 subscriptions');
    expect(hint).toContain('Jun 1, 2026');
    expect(hint).not.toMatch(/capitals/);
  });

  it('says when a list was read only in part and Elastic Path was asked too', () => {
    const hint = noMatchHint(
      'text',
      { ...complete, index: 'partial', partial: ['customer'] },
      'UTC',
    );
    expect(hint).toContain('only the first 10,000 customers');
  });

  it('before the first pass, and with the database away, says Elastic Path was asked and what it finds', () => {
    expect(noMatchHint('text', { ...complete, index: 'building', asOf: null }, 'UTC')).toMatch(
      /still being built.*asked directly/,
    );
    expect(noMatchHint('text', { ...complete, index: 'unavailable' }, 'UTC')).toMatch(
      /database cannot be read now/,
    );
    expect(noMatchHint('text', undefined, 'UTC')).toMatch(/^Elastic Path was asked directly/);
  });

  it('an email and an id say what they were looked for in', () => {
    expect(noMatchHint('email', complete, 'UTC')).toMatch(
      /search index \(as of .*\) has this email/,
    );
    expect(noMatchHint('uuid', complete, 'UTC')).toMatch(/invoice ID/);
  });
});

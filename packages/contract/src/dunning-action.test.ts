import { describe, expect, it } from 'vitest';
import { dunningActionText } from './dunning-action.ts';

describe('dunningActionText', () => {
  it('says what the rule does, in words, and the subscription’s state now', () => {
    expect(dunningActionText('suspend', 'Suspended')).toBe(
      'When the retries ran out, the store’s dunning rule suspends the subscription. It is Suspended now.',
    );
    expect(dunningActionText('none', null)).toContain('leaves the subscription as it is');
  });

  it('says it does not know rather than guessing for the fallback rule', () => {
    expect(dunningActionText(null, 'Active')).toMatch(/^What happens .* is not known/);
  });
});

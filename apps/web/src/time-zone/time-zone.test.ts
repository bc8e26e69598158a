import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone, resolveTimeZone } from './time-zone';

afterEach(() => vi.restoreAllMocks());

describe('resolveTimeZone', () => {
  it('is UTC for utc and the browser’s zone for local', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: 'Europe/London',
    } as Intl.ResolvedDateTimeFormatOptions);
    expect(resolveTimeZone('utc')).toBe('UTC');
    expect(resolveTimeZone('local')).toBe('Europe/London');
    expect(browserTimeZone()).toBe('Europe/London');
  });
});

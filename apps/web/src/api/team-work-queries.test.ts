import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-error';
import { MAX_DATABASE_RETRIES, retryTeamRead } from './team-work-queries';

const slowDatabase = new ApiRequestError(503, 'Unavailable', 'The database did not answer.');

describe('retryTeamRead', () => {
  it('asks again after a slow database, twice, then lets the page say so', () => {
    expect(retryTeamRead(0, slowDatabase)).toBe(true);
    expect(retryTeamRead(1, slowDatabase)).toBe(true);
    expect(retryTeamRead(MAX_DATABASE_RETRIES, slowDatabase)).toBe(false);
  });

  it('leaves every other failure to the console’s retry policy', () => {
    expect(retryTeamRead(0, new ApiRequestError(404, 'Not found', 'No such invoice.'))).toBe(false);
    expect(retryTeamRead(0, new ApiRequestError(0, 'Network', 'Offline.'))).toBe(true);
    const busy = new ApiRequestError(503, 'Busy', 'Queue full.', { retryAfterMs: 1000 });
    expect(retryTeamRead(0, busy)).toBe(true);
  });
});

/**
 * What a team write's 503 means (docs/team-work.md, decision 045). Every 503 of a write says
 * "nothing was written" and is true, except the one whose error carries this code: the
 * connection to the database was lost while the write was committed, so it may have been saved.
 * The browser reads the record again instead of treating what was typed as unsent.
 */
export const WRITE_OUTCOME_UNKNOWN = 'write-outcome-unknown';

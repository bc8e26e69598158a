export * from './attention-work.ts';
export * from './case-state.ts';
export * from './note-text.ts';
export * from './schemas.ts';

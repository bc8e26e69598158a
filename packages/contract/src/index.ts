export * from './api.ts';
export * from './exact-json.ts';
export * from './int64.ts';
export * from './limits.ts';
export * from './normalize-payment.ts';
export * from './retry-after.ts';
export * from './upstream.ts';
export * from './upstream-navigation/index.ts';

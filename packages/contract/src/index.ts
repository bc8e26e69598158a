export * from './api.js';
export * from './exact-json.js';
export * from './int64.js';
export * from './limits.js';
export * from './normalize-payment.js';
export * from './retry-after.js';
export * from './upstream.js';

/** The Subscriptions navigation resources (docs/upstream/navigation.md) and what the console derives. */
export * from './account.ts';
export * from './account-member.ts';
export * from './common.ts';
export * from './dunning-rule.ts';
export * from './invoice.ts';
export * from './invoice-facts.ts';
export * from './job.ts';
export * from './next-payment-run.ts';
export * from './offering.ts';
export * from './schedule.ts';
export * from './subscriber.ts';
export * from './subscription.ts';
export * from './subscription-state.ts';
export * from './subscription-status.ts';

/**
 * The store the e2e servers' simulators serve (both modes): the demo store, its edge invoices, a
 * subscription with many invoices and the hostile company. Specs that compute what to expect read
 * the same data, so a row the servers serve is never missing from what a spec expects.
 */
import { demoSeed } from '@pc/ep-simulator';
import { withEdgeInvoices } from './edge-invoice.ts';
import { withHostileCompany } from './hostile-data.ts';
import { withPagedSubscription } from './navigation-data.ts';

export const e2eData = () =>
  withHostileCompany(withPagedSubscription(withEdgeInvoices(demoSeed())));

/**
 * @pc/ep-simulator: an Elastic Path stand-in (client-credentials tokens, the Subscriptions
 * navigation routes from subscribers to payments, Account Management accounts) that follows
 * docs/upstream/payments-api.md and docs/upstream/navigation.md, or, with `realistic`, the real
 * service's documented differences. See README.md.
 */
export { createControlApp } from './control-app.ts';
export { createSimulator } from './create-simulator.ts';
export { DEMO_NOW, demoSeed } from './demo/seed.ts';
export { FAULT_TARGETS, ROUTE_FAMILIES, ROUTE_KEYS } from './fault-targets.ts';
export { FILTER_ERROR_BODY, MAX_FILTER_CLAUSES } from './filter.ts';
export { FOREIGN_LINK_ORIGIN } from './list-response.ts';
export { type ListenOptions, serveFetch } from './listen.ts';
export { loadSimulatorData, parseSimulatorData, SimulatorDataError } from './simulator-data.ts';
export type {
  DemoAccountEntry,
  DemoDirectory,
  DemoInvoice,
  DemoInvoiceEntry,
  DemoInvoiceState,
  DemoSubscriberEntry,
  DemoSubscriptionEntry,
  EmptyInvoice,
  Fault,
  FaultTarget,
  FetchLike,
  ListeningSimulator,
  RecordedRequest,
  RouteKey,
  Simulator,
  SimulatorAccount,
  SimulatorCounters,
  SimulatorData,
  SimulatorDunningRule,
  SimulatorInvoice,
  SimulatorJob,
  SimulatorOffering,
  SimulatorOptions,
  SimulatorPayment,
  SimulatorPlan,
  SimulatorPricingOption,
  SimulatorSchedule,
  SimulatorSubscriber,
  SimulatorSubscription,
  SimulatorSubscriptionState,
  WriteRequest,
} from './types.ts';

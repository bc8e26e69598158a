/**
 * @pc/ep-simulator: an Elastic Path stand-in (Subscriptions invoice payments + client-credentials
 * tokens) that follows shared/spec/upstream-api.md, or, with `realistic`, the real service's
 * documented differences (shared/spec/upstream-notes.md). See README.md.
 */
export { createControlApp } from './control-app.ts';
export { createSimulator } from './create-simulator.ts';
export { demoSeed } from './demo-seed.ts';
export { type ListenOptions, serveFetch } from './listen.ts';
export { loadSimulatorData, SimulatorDataError } from './simulator-data.ts';
export type {
  DemoInvoice,
  EmptyInvoice,
  Fault,
  FaultTarget,
  FetchLike,
  ListeningSimulator,
  RecordedRequest,
  Simulator,
  SimulatorCounters,
  SimulatorData,
  SimulatorOptions,
  SimulatorPayment,
} from './types.ts';

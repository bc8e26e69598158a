/**
 * @pc/ep-simulator: an Elastic Path stand-in (Subscriptions invoice payments + client-credentials
 * tokens) that follows shared/spec/upstream-api.md, or, with `realistic`, the real service's
 * documented differences (shared/spec/upstream-notes.md). See README.md.
 */
export { createControlApp } from './control-app.js';
export { createSimulator } from './create-simulator.js';
export { demoSeed } from './demo-seed.js';
export { type ListenOptions, serveFetch } from './listen.js';
export { loadSimulatorData, SimulatorDataError } from './simulator-data.js';
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
} from './types.js';

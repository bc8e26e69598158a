export type { AppType, BffDeps, ResolvedUpstream } from './app.js';
export { createApp, defaultDeps } from './app.js';
export type { ExportReport } from './auth/audit.js';
export type { AuthConfig, AuthMode } from './auth/auth-config.js';
export type { BffConfig, Env } from './config.js';
export { ConfigError, loadConfig } from './config.js';
export { type PaymentsBody, readPaymentsBody } from './payments-body.js';
export type { RunningServer, StartOptions } from './server.js';
export { startServer } from './server.js';

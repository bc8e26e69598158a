export type { AuthConfig, AuthMode } from './auth/auth-config.ts';
export type { BffConfig, Env } from './config.ts';
export { ConfigError, loadConfig } from './config.ts';
export type { AppType, BffDeps, ResolvedUpstream } from './http/create-app.ts';
export { createApp, defaultDeps } from './http/create-app.ts';
export type { RunningServer, StartOptions } from './http/server.ts';
export { startServer } from './http/server.ts';

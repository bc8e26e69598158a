export type { AuthConfig, AuthMode } from './auth/auth-config.ts';
export type { BffConfig, Env } from './config.ts';
export { ConfigError, loadConfig } from './config.ts';
export type { BffDeps, ResolvedUpstream } from './create-app.ts';
export { createApp, defaultDeps } from './create-app.ts';
export type { AppType } from './routes/route-tree.ts';
export type { RunningServer, StartOptions } from './server.ts';
export { startServer } from './server.ts';

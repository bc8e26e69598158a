/**
 * `pnpm start`: reads `.env` if present, starts the BFF and says where it is. A bad
 * configuration ends the process with one clear line, never a stack trace.
 */
import '@pc/node/require-24';
import { existsSync } from 'node:fs';
import { ConfigError } from './config.ts';
import { DataDirLockedError } from './db/data-dir.ts';
import { SchemaTooNewError } from './db/migrate.ts';
import { processStdoutSink } from './log/stream-sink.ts';
import { startServer } from './server.ts';

for (const candidate of ['.env', '../../.env']) {
  if (existsSync(candidate)) {
    process.loadEnvFile(candidate);
    break;
  }
}

// Before anything is written: a closed stdout or stderr (EPIPE) must not end the process.
processStdoutSink();

/** Waits for stdout to take what is buffered, and says on stderr how many lines went out or not. */
async function flushAudit(graceMs: number): Promise<void> {
  const { flushed, lost, ms } = await processStdoutSink().flush(graceMs);
  const level = lost > 0 ? 'error' : 'info';
  const line = { time: new Date().toISOString(), level, msg: 'audit.flushed', flushed, lost, ms };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}

try {
  const running = await startServer({ env: process.env, openDatabase: true });
  const lines = [`Payments Console is running at ${running.url}`];
  if (running.simulator) {
    lines.push(
      '',
      'No Elastic Path credentials are configured: showing SIMULATED data.',
      'Demo invoices:',
    );
    for (const invoice of running.upstream.demoInvoices.slice(0, 5)) {
      lines.push(
        `  ${running.url}/subscriptions/${invoice.subscriptionId}/invoices/${invoice.invoiceId}  (${invoice.label})`,
      );
    }
  } else {
    lines.push(`Upstream: ${running.upstream.baseUrl}`);
  }
  if (!running.config.webDist) lines.push('(API only: WEB_DIST=none)');
  const { auth } = running.config;
  if (auth.mode === 'oidc') lines.push(`Sign-in: OpenID Connect via ${auth.oidc.issuer}`);
  if (auth.mode === 'proxy')
    lines.push(`Sign-in: identity-aware proxy (JWT in ${auth.proxy.header})`);
  if (auth.warning) lines.push('', `WARNING: ${auth.warning}`);
  process.stderr.write(`${lines.join('\n')}\n\n`);
  // Graceful shutdown (SIGTERM from an orchestrator, SIGINT from a terminal): /readyz turns 503
  // at once, no new connection is taken, requests in flight finish within SHUTDOWN_GRACE_MS,
  // the audit lines still buffered for a slow stdout are written within AUDIT_FLUSH_GRACE_MS
  // (an exit drops them), then the process exits 0. A second signal exits at once.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    process.stderr.write(`${signal}: finishing requests in flight, then stopping.\n`);
    running
      .drain(undefined, () => flushAudit(running.config.audit.flushGraceMs))
      .catch((error: unknown) => process.stderr.write(`Shutdown: ${String(error)}\n`))
      .finally(() => {
        processStdoutSink().report();
        process.exit(0);
      });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof SchemaTooNewError
  ) {
    process.stderr.write(`Payments Console cannot start: ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

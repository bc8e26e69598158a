/**
 * `pnpm start`: reads `.env` if present, starts the BFF and says where it is. A bad
 * configuration ends the process with one clear line, never a stack trace.
 */
import '@pc/node/require-24';
import { existsSync } from 'node:fs';
import { ConfigError } from './config.ts';
import { startServer } from './http/server.ts';

for (const candidate of ['.env', '../../.env']) {
  if (existsSync(candidate)) {
    process.loadEnvFile(candidate);
    break;
  }
}

try {
  const running = await startServer({ env: process.env });
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
  const stop = () => {
    running.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`Payments Console cannot start: ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

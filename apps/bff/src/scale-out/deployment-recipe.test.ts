/**
 * No container engine or cluster runs on this project's machines, so the Dockerfile and the
 * Kubernetes example are held here to the facts the BFF depends on: the probe paths, a drain
 * that fits in the termination grace period, the secrets the configuration reads, a non-root
 * user. (The behaviour itself — drain, replicas, restarts — is what replicas.test.ts runs.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

const root = new URL('../../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const deployment = read('deploy/kubernetes/deployment.yaml');
const config = read('deploy/kubernetes/config.yaml');
const secret = read('deploy/kubernetes/secret.example.yaml');
const dockerfile = read('Dockerfile');

/** `KEY: value` lines of the ConfigMap's data, quotes dropped. */
function configMap(): Record<string, string> {
  const data = config.slice(config.indexOf('data:'));
  return Object.fromEntries(
    [...data.matchAll(/^ {2}([A-Z_]+): "?([^"\n]*)"?$/gm)].map((m) => [m[1], m[2]]),
  );
}

describe('the deployment recipe', () => {
  it('the ConfigMap and the Secret make a configuration the BFF accepts', () => {
    // Secret values stand in as 40 characters; the database URL keeps its example's shape.
    const secrets = Object.fromEntries(
      [...secret.matchAll(/^ {2}([A-Z_]+): (.+)$/gm)].map((m) => [
        m[1],
        m[1] === 'DATABASE_URL' ? m[2] : 'x'.repeat(40),
      ]),
    );
    // NODE_ENV as the image sets it: a production start refuses an unchosen database.
    const loaded = loadConfig({
      ...configMap(),
      ...secrets,
      HOST: '0.0.0.0',
      PORT: '3000',
      NODE_ENV: 'production',
    });
    expect(loaded.auth.mode).toBe('oidc');
    expect(loaded.upstream.mode).toBe('elastic-path');
    // Every replica shares one managed Postgres: the attention list is refreshed once for all.
    expect(loaded.database.kind).toBe('server');
  });

  it('two or more replicas, probes on /readyz and /healthz, a PodDisruptionBudget', () => {
    expect(Number(deployment.match(/replicas: (\d+)/)?.[1])).toBeGreaterThanOrEqual(2);
    expect(deployment).toMatch(/readinessProbe:\s+httpGet: \{ path: \/readyz/);
    expect(deployment).toMatch(/livenessProbe:\s+httpGet: \{ path: \/healthz/);
    expect(read('deploy/kubernetes/pod-disruption-budget.yaml')).toContain('PodDisruptionBudget');
  });

  it('terminationGracePeriodSeconds is above the shutdown delay plus the drain bound', () => {
    const grace = Number(deployment.match(/terminationGracePeriodSeconds: (\d+)/)?.[1]);
    const { server } = loadConfig({
      SHUTDOWN_DELAY_MS: configMap().SHUTDOWN_DELAY_MS,
      SHUTDOWN_GRACE_MS: configMap().SHUTDOWN_GRACE_MS,
    });
    expect(grace * 1000).toBeGreaterThan(server.shutdownDelayMs + server.shutdownGraceMs);
  });

  it('the image runs as a non-root user with a HEALTHCHECK on /healthz, root filesystem read-only', () => {
    expect(dockerfile).toMatch(/^FROM node:24|ARG NODE_IMAGE=node:24/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/healthz/m);
    expect(deployment).toContain('readOnlyRootFilesystem: true');
    expect(deployment).toContain('runAsNonRoot: true');
  });
});

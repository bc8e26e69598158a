/**
 * OpenTelemetry traces, on only when OTEL_EXPORTER_OTLP_ENDPOINT is set: one span per incoming
 * request (@hono/otel, named by route template) with a child span per upstream call (undici's
 * instrumentation), sent as OTLP over HTTP (JSON) to `<endpoint>/v1/traces`. Traces only: the
 * SDK's metrics and logs exports are off (the console's metrics are Prometheus's, on
 * METRICS_PORT or behind METRICS_TOKEN).
 *
 * Imported lazily by server.ts only when the variable is set, so a console without tracing
 * loads none of it. Nothing secret or personal leaves in a span (decision 027): no header is
 * captured; a request's address is its route template (`/api/customers/:subscriberId`) and an
 * upstream call's its path template, so neither a segment, nor what follows a `;`, nor a query
 * string is sent; any other text loses what is shaped like an email; an exception's stack loses
 * the machine's directories.
 */
import { fileURLToPath } from 'node:url';
import { httpInstrumentationMiddleware } from '@hono/otel';
import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK, type NodeSDKConfiguration } from '@opentelemetry/sdk-node';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../core/app-env.ts';
import { withoutTrailingSlashes } from '../core/trailing-slashes.ts';
import { withoutEmails } from '../log/redact.ts';
import { templateOf, UPSTREAM_PATHS } from '../upstream/paths.ts';

const SERVICE = 'payments-console-bff';

type SpanExporter = NodeSDKConfiguration['traceExporter'];
type ExportedSpan = Parameters<SpanExporter['export']>[0][number];
type Attributes = Record<string, unknown>;

/** The repository's root, as a path and as a URL: stack frames name files below it. */
const ROOT_URL = new URL('../../../../', import.meta.url);
const ROOT = fileURLToPath(ROOT_URL);
/** Any other absolute path (a Node install, a global module): only its file name is kept. */
const ABSOLUTE_PATH = /(?<=^|[\s(])(?:file:\/\/)?(?:\/[^\s():/]+)+/g;

/** `text` (a stack, a message) with file names relative to the repository, and no email. */
export function withoutMachinePaths(text: string): string {
  const relative = text.replaceAll(ROOT_URL.href, '').replaceAll(ROOT, '');
  return withoutEmails(
    relative.replace(ABSOLUTE_PATH, (path) => path.slice(path.lastIndexOf('/') + 1)),
  );
}

function parsed(url: unknown): URL | null {
  try {
    return new URL(String(url));
  } catch {
    return null;
  }
}

/** The paths the console builds upstream (ids as `{id}`), and the token endpoint. */
const KNOWN_UPSTREAM = new Set([
  ...UPSTREAM_PATHS.map((path) => path.template),
  '/oauth/access_token',
]);

/**
 * An outgoing call's path as a template: one the console builds (`/v2/subscriptions/invoices/{id}`)
 * keeps its shape; any other (an identity provider's, or one a test made) only says it was a path.
 */
function outgoingTemplate(path: string): string {
  const template = templateOf(path);
  const known = [...KNOWN_UPSTREAM].some((t) => template.endsWith(t));
  return known ? template : '/…';
}

/** `origin` + `template`: the address without anything a person typed into it. */
function templated(url: unknown, template: string): string {
  return `${parsed(url)?.origin ?? ''}${template}`;
}

function redact(span: ExportedSpan): void {
  const attributes = span.attributes as Attributes;
  const route = attributes['http.route'];
  if (typeof route === 'string') {
    // An incoming request: its route template, as @hono/otel names the span.
    attributes['url.full'] = templated(attributes['url.full'], route || '*');
  } else if (typeof attributes['url.full'] === 'string') {
    // An outgoing call: the path's template, never its query (filters hold emails).
    const path = outgoingTemplate(parsed(attributes['url.full'])?.pathname ?? '');
    attributes['url.full'] = templated(attributes['url.full'], path);
    if ('url.path' in attributes) attributes['url.path'] = path;
  }
  if ('url.query' in attributes) attributes['url.query'] = 'redacted';
  for (const [key, value] of Object.entries(attributes)) {
    if (typeof value === 'string') attributes[key] = withoutMachinePaths(value);
  }
  for (const event of span.events) {
    const fields = (event.attributes ?? {}) as Attributes;
    for (const [key, value] of Object.entries(fields)) {
      if (typeof value === 'string') fields[key] = withoutMachinePaths(value);
    }
  }
  const status = span.status as { message?: string };
  if (status.message) status.message = withoutMachinePaths(status.message);
}

/** Hands spans to `inner` only once they are redacted. */
function redacting(inner: SpanExporter): SpanExporter {
  return {
    export(spans, done) {
      for (const span of spans) redact(span);
      inner.export(spans, done);
    },
    shutdown: () => inner.shutdown(),
    forceFlush: () => inner.forceFlush?.() ?? Promise.resolve(),
  };
}

export interface Tracing {
  /** The span of each incoming request; upstream calls made while it runs are its children. */
  middleware: MiddlewareHandler<AppEnv>;
  /** Sends what is buffered and stops. */
  shutdown(): Promise<void>;
}

/** Starts the SDK; `endpoint` is OTEL_EXPORTER_OTLP_ENDPOINT (the collector's base URL). */
export function startTracing(endpoint: string): Tracing {
  const exporter = new OTLPTraceExporter({ url: `${withoutTrailingSlashes(endpoint)}/v1/traces` });
  const sdk = new NodeSDK({
    serviceName: SERVICE,
    traceExporter: redacting(exporter),
    instrumentations: [new UndiciInstrumentation()],
    // The SDK would also export metrics and logs to the endpoint by default (OTEL_METRICS_EXPORTER
    // and OTEL_LOGS_EXPORTER unset mean OTLP): this is a trace export only.
    metricReaders: [],
    logRecordProcessors: [],
    // The store's names and the process's environment are not the collector's business.
    autoDetectResources: false,
  });
  sdk.start();
  // Named `GET /api/invoices/:invoiceId`: the route template, never the ids or the query.
  const middleware = httpInstrumentationMiddleware({
    tracer: trace.getTracer(SERVICE),
  }) as MiddlewareHandler<AppEnv>;
  return { middleware, shutdown: () => sdk.shutdown() };
}

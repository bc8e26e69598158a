/**
 * OpenTelemetry traces, on only when OTEL_EXPORTER_OTLP_ENDPOINT is set: one span per incoming
 * request (@hono/otel, named by route template) with a child span per upstream call (undici's
 * instrumentation), sent as OTLP over HTTP (JSON) to `<endpoint>/v1/traces`.
 *
 * Imported lazily by server.ts only when the variable is set, so a console without tracing
 * loads none of it. Nothing secret leaves in a span: no header is captured, and every query
 * string (search text, filters that carry emails) and anything shaped like an email is
 * replaced before export (docs/decisions/027-optional-traces.md).
 */
import { httpInstrumentationMiddleware } from '@hono/otel';
import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK, type NodeSDKConfiguration } from '@opentelemetry/sdk-node';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../core/app-env.ts';

const SERVICE = 'payments-console-bff';
const EMAIL = /[^\s@/?&=]+@[^\s@/?&=]+/g;

type SpanExporter = NodeSDKConfiguration['traceExporter'];
type ExportedSpan = Parameters<SpanExporter['export']>[0][number];

/** A URL or any text without its query string or emails. */
export function redactText(value: string): string {
  return value.replace(/\?.*$/s, '?redacted').replace(EMAIL, 'redacted');
}

function redact(span: ExportedSpan): void {
  const attributes = span.attributes as Record<string, unknown>;
  for (const [key, value] of Object.entries(attributes)) {
    if (typeof value !== 'string') continue;
    attributes[key] = key === 'url.query' ? 'redacted' : redactText(value);
  }
}

/** Hands spans to `inner` only once their attributes are redacted. */
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
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` });
  const sdk = new NodeSDK({
    serviceName: SERVICE,
    traceExporter: redacting(exporter),
    instrumentations: [new UndiciInstrumentation()],
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

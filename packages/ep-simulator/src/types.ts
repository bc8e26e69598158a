/**
 * The simulator's public types. Other packages (the BFF, e2e, bench) code against these names,
 * so they change only together with their callers.
 */
import type { Hono } from 'hono';

/** A payment resource as spec §2.1 describes it, with the int64 amount as a digit string. */
export interface SimulatorPayment {
  id: string;
  type: 'subscription_invoice_payment';
  attributes: {
    success: boolean;
    pending?: boolean;
    gateway: string;
    external_payment_id?: string;
    failure_detail?: { reason?: string };
    amount: {
      currency: string;
      /** Minor units as a canonical decimal digit string, e.g. "-9223372036854775808". */
      amount: string;
      includes_tax?: boolean;
    };
    manual_payment: boolean;
  };
  meta: {
    owner: string;
    subscription_id: string;
    invoice_id: string;
    job_id: string;
    timestamps: { created_at: string; updated_at: string; payment_taken_at?: string };
  };
}

/** An invoice the simulator knows although no payment is recorded against it. */
export interface EmptyInvoice {
  subscription_id: string;
  invoice_id: string;
}

/** Everything the simulator serves. Invoices are known from their payments plus `empty`. */
export interface SimulatorData {
  data: SimulatorPayment[];
  empty: EmptyInvoice[];
  /** Display names by subscription id, used only for the demo invoice labels. */
  subscription_names?: Record<string, string>;
}

export interface SimulatorOptions {
  /** Default 'demo-client-id'. */
  clientId?: string;
  /** Default 'demo-client-secret'. */
  clientSecret?: string;
  /** Token lifetime in seconds, default 3600. */
  tokenTtlSeconds?: number;
  /** The store's page length, used when a request has no page[limit]; default 25 (spec §8). */
  pageLength?: number;
  /** Behave like the real service: no top-level meta, manual_payment in meta, unknown invoice → 200. */
  realistic?: boolean;
  /** Default: the demo seed. */
  data?: SimulatorData;
  /** Clock in ms, default Date.now; drives token expiry. */
  now?: () => number;
  /** Initial latency added to every response, default 0. */
  latencyMs?: number;
}

export type FaultTarget = 'token' | 'list';

export type Fault =
  /** An EP error body with this status; `retryAfter` becomes the Retry-After header. */
  | { kind: 'status'; status: number; retryAfter?: string }
  /** 200, application/json, truncated JSON text. */
  | { kind: 'malformed-json' }
  /** 200, an HTML page instead of JSON (a proxy or captive portal). */
  | { kind: 'html' }
  /** No answer until the request's signal aborts, capped at 120 s. */
  | { kind: 'hang' }
  /** 302 to `location`. */
  | { kind: 'redirect'; location: string }
  /** Any raw response. `contentType` defaults to application/json. */
  | { kind: 'body'; status: number; body: string; contentType?: string };

export interface RecordedRequest {
  method: string;
  url: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
}

export interface DemoInvoice {
  subscriptionId: string;
  invoiceId: string;
  /** e.g. "Acme Cloud · USD · 6 payments". */
  label: string;
  payments: number;
}

export interface SimulatorCounters {
  tokenRequests: number;
  listRequests: number;
}

export interface ListeningSimulator {
  /** e.g. http://127.0.0.1:4010 (no trailing slash). */
  url: string;
  close(): Promise<void>;
}

export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface Simulator {
  app: Hono;
  /** fetch-compatible, no network; rejects with the signal's reason when `init.signal` aborts. */
  fetch: FetchLike;
  /** The next `times` (default 1) requests to `target` get `fault`, in the order injected. */
  inject(target: FaultTarget, fault: Fault, times?: number): void;
  setLatency(ms: number): void;
  /** Every token issued so far becomes unknown (401). */
  revokeTokens(): void;
  /** Every request that reached the endpoint, faults included. */
  counters: SimulatorCounters;
  /** The last 500 requests, oldest first. */
  requests: RecordedRequest[];
  /** Clears faults, counters, requests and latency; keeps tokens and data. */
  reset(): void;
  credentials: { clientId: string; clientSecret: string };
  invoices: DemoInvoice[];
  listen(opts?: { port?: number; host?: string }): Promise<ListeningSimulator>;
}

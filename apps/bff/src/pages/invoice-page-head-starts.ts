/**
 * Invoice pages whose reads began when their deep link's HTML was served, held for the API
 * request the page's scripts make a moment later: that request takes the reads under way (or
 * done) instead of making its own, so a view costs the store the same calls with or without the
 * head start, read cache on or off. One taker: a second request (a Refresh, another tab) reads
 * as before. A head start nobody takes within `holdMs` (the scripts never ran) is dropped.
 */
import type { InvoicePage } from '@pc/contract';
import { noteReadAt, type ReadScope, runInScope } from '../store-budget/request-scope.ts';

/** Long enough for a slow machine to boot the page's scripts; short enough to be that page's. */
export const HEAD_START_HOLD_MS = 10_000;
/** A bound on what one replica holds, whoever opens links. */
const MAX_HELD = 500;

interface HeadStart {
  page: Promise<InvoicePage | null>;
  scope: ReadScope;
  until: number;
}

export class InvoicePageHeadStarts {
  private readonly held = new Map<string, HeadStart>();
  private readonly now: () => number;
  private readonly holdMs: number;

  constructor(now: () => number, holdMs = HEAD_START_HOLD_MS) {
    this.now = now;
    this.holdMs = holdMs;
  }

  /** Starts `read` for this person and invoice, in their limiter lane, unless already started. */
  start(person: string, invoiceId: string, read: () => Promise<InvoicePage | null>): void {
    this.dropExpired();
    const key = keyOf(person, invoiceId);
    if (this.held.has(key) || this.held.size >= MAX_HELD) return;
    const scope: ReadScope = { person, refresh: false, readAt: null };
    const page = runInScope(scope, read);
    // Unhandled until taken: its failure is the API request's to report.
    page.catch(() => undefined);
    this.held.set(key, { page, scope, until: this.now() + this.holdMs });
  }

  /**
   * The page read for this person's head start, once; its "as of" goes to the current request.
   * @returns undefined when there is none to take.
   */
  async take(person: string, invoiceId: string): Promise<InvoicePage | null | undefined> {
    const key = keyOf(person, invoiceId);
    const found = this.held.get(key);
    if (!found) return undefined;
    this.held.delete(key);
    if (found.until < this.now()) return undefined;
    const page = await found.page;
    if (found.scope.readAt !== null) noteReadAt(found.scope.readAt, found.scope.readFromCache);
    return page;
  }

  private dropExpired(): void {
    const now = this.now();
    for (const [key, { until }] of this.held) if (until < now) this.held.delete(key);
  }
}

function keyOf(person: string, invoiceId: string): string {
  return `${person}\n${invoiceId}`;
}

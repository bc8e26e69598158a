/**
 * `GET /api/attention`: the store's outstanding invoices, one row each, from the replica's
 * snapshot (attention/attention-snapshot.ts): no upstream call waits on this request. Audited as
 * served with every invoice id it carries; each customer, subscription and invoice id on it is
 * remembered as served, so the page's view report can name them.
 */
import { Hono } from 'hono';
import type { AttentionSnapshot } from '../attention/attention-snapshot.ts';
import type { Audit } from '../audit/audit.ts';
import type { AppEnv } from '../core/app-env.ts';
import { noQuery } from './validators.ts';

export function attentionRoutes(snapshot: AttentionSnapshot, audit: Audit) {
  return new Hono<AppEnv>().get('/attention', noQuery, async (c) => {
    const page = await snapshot.view();
    const invoiceIds = page.rows.map((r) => r.invoice.id);
    const shown = page.rows.flatMap((r) => [
      r.invoice.id,
      ...(r.customer ? [r.customer.id] : []),
      ...(r.subscription ? [r.subscription.id] : []),
    ]);
    c.set('rowsReturned', page.rows.length);
    audit.served(
      c,
      'attention.served',
      {
        status: page.snapshot.status,
        asOf: page.snapshot.asOf,
        rows: page.rows.length,
        invoiceIds,
      },
      [...new Set(shown)],
    );
    return c.json(page, 200);
  });
}

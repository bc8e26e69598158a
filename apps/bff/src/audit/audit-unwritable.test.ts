/**
 * No customer data without a trail (docs/decisions/024-no-customer-data-without-audit.md): once
 * stdout is gone, a real BFF refuses the data routes with 503 and says it is not ready, while
 * what carries no customer data (app info, liveness) is still answered.
 */
import { describe, expect, it } from 'vitest';
import { startBffProcess } from '../testing/bff-process.ts';

describe('when the audit trail cannot be written', () => {
  it('a real BFF stops serving customer data once its stdout pipe is closed', async () => {
    const bff = await startBffProcess({ LOG_LEVEL: 'info' });
    try {
      const csrf = { headers: { 'X-CSRF': '1' } };
      const info = (await (await fetch(`${bff.url}/api/app-info`, csrf)).json()) as {
        demoInvoices: { invoiceId: string }[];
      };
      const invoicePath = `${bff.url}/api/invoices/${info.demoInvoices[0]?.invoiceId}`;
      expect((await fetch(invoicePath, csrf)).status).toBe(200);
      bff.child.stdout?.destroy();
      // The first line written after the close is the one that finds the pipe broken.
      await fetch(`${bff.url}/api/app-info`, csrf);
      await new Promise((r) => setTimeout(r, 100));
      const refused = await fetch(invoicePath, csrf);
      expect(refused.status).toBe(503);
      expect(JSON.stringify(await refused.json())).toMatch(/audit/i);
      expect((await fetch(`${bff.url}/readyz`)).status).toBe(503);
      expect((await fetch(`${bff.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${bff.url}/api/app-info`, csrf)).status).toBe(200);
      expect(bff.child.exitCode).toBeNull();
    } finally {
      await bff.stop('SIGKILL');
    }
  });
});

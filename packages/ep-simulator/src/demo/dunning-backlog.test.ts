import { explainDecline, taxStatus, upstreamInvoiceListSchema } from '@pc/contract';
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../create-simulator.ts';
import { apiJson } from '../test-support.ts';
import { demoSeed } from './seed.ts';

const plain = demoSeed();
const withBacklog = demoSeed({ backlog: true });

const outstanding = (data: typeof plain) =>
  (data.invoices ?? []).filter((i) => i.attributes.outstanding);

describe('the dunning backlog', () => {
  it('adds 300 outstanding invoices and moves nothing of the plain demo store', () => {
    expect(outstanding(withBacklog).length - outstanding(plain).length).toBe(300);
    expect(withBacklog.subscriptions?.slice(0, plain.subscriptions?.length ?? 0)).toEqual(
      plain.subscriptions,
    );
    expect(withBacklog.invoices?.slice(0, plain.invoices?.length ?? 0)).toEqual(plain.invoices);
    expect(withBacklog.data.slice(0, plain.data.length)).toEqual(plain.data);
    expect(withBacklog.subscribers?.length).toBe((plain.subscribers?.length ?? 0) + 100);
  });

  it('holds every state and a reason of every decline-table category', () => {
    const added = outstanding(withBacklog).slice(outstanding(plain).length);
    expect(added.some((i) => taxStatus(i) === 'pending')).toBe(true);
    expect(added.some((i) => i.attributes.manual_payment_pending)).toBe(true);
    expect(added.some((i) => i.attributes.payment_retries_limit_reached)).toBe(true);
    const attempted = new Set(withBacklog.data.map((p) => p.meta.invoice_id));
    expect(added.some((i) => !attempted.has(i.id))).toBe(true);
    const categories = new Set(
      withBacklog.data.flatMap((p) => {
        const detail = p.attributes.failure_detail;
        const reason = typeof detail === 'string' ? detail : detail?.reason;
        return reason ? [explainDecline(reason).category] : [];
      }),
    );
    expect([...categories].sort()).toEqual(
      [
        'authentication',
        'card-details',
        'card-type',
        'funds',
        'issuer-decline',
        'security',
        'temporary',
        'unknown',
      ].sort(),
    );
  });

  it('is served in both modes, four pages of outstanding invoices at 100 a page', async () => {
    for (const realistic of [false, true]) {
      const sim = createSimulator({ backlog: true, realistic });
      const ids: string[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = upstreamInvoiceListSchema.parse(
          await apiJson(
            sim,
            `/v2/subscriptions/invoices?filter=eq(outstanding,true)&page[limit]=100&page[offset]=${offset}`,
          ),
        );
        ids.push(...page.data.map((i) => i.id));
        if (page.data.length < 100) break;
      }
      expect(new Set(ids).size).toBe(outstanding(withBacklog).length);
    }
  });

  it('leaves its invoices out of the demo invoice list', () => {
    const sim = createSimulator({ backlog: true });
    expect(sim.invoices).toEqual(createSimulator().invoices);
  });
});

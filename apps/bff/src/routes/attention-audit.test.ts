/**
 * The attention list in the audit trail: a snapshot's invoices are written once, each poll names
 * the snapshot only, a person's polls are rate limited, and the page's view report is accepted by
 * any replica holding the secret (the list's served-token names the snapshot, each row shown
 * carries its served-tag), and by none when it names a row the snapshot did not have.
 */
import { type AttentionPage, attentionPageSchema, attentionView } from '@pc/contract';
import { describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../testing/test-harness.ts';

const SECRET = { AUDIT_TOKEN_SECRET: 'a-secret-the-replicas-share-0123456789' };

const lines = (h: Harness, msg: string) =>
  h.logs.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === msg);

async function list(h: Harness): Promise<{ page: AttentionPage; token: string | null }> {
  const response = await h.request('/api/attention');
  expect(response.status).toBe(200);
  const page = attentionPageSchema.parse(await response.json());
  return { page, token: response.headers.get('X-Served-Token') };
}

/** A replica whose snapshot is complete (the first poll starts the refresh). */
async function completed(h: Harness) {
  await list(h);
  await h.attention.refresh();
  return list(h);
}

/** The rows the page shows, as the web app reports them: each with its tag. */
const tagged = (page: AttentionPage, from = 0, to = 3) =>
  page.rows.slice(from, to).map((row, i) => ({ ...row, tag: page.tags[from + i] ?? '' }));

const reportView = (h: Harness, body: unknown) =>
  h.request('/api/audit/views', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('the attention list in the trail', () => {
  it("writes a snapshot's invoices once, and each poll by the snapshot's id alone", async () => {
    const h = createHarness();
    const { page } = await completed(h);
    for (let i = 0; i < 4; i++) await list(h);
    const id = page.snapshot.id;
    const snapshots = lines(h, 'attention.snapshot').filter((l) => l.snapshotId === id);
    expect(snapshots).toEqual([
      expect.objectContaining({
        audit: true,
        status: 'complete',
        rows: page.rows.length,
        invoiceIds: page.rows.map((r) => r.invoice.id),
      }),
    ]);
    const served = lines(h, 'attention.served').filter((l) => l.snapshotId === id);
    expect(served).toHaveLength(5);
    for (const line of served) {
      expect(line).toMatchObject({ audit: true, user: 'anonymous', rows: page.rows.length });
      expect(line).not.toHaveProperty('invoiceIds');
    }
  });

  it('a person may poll in a burst, then about once a second: past it, 429 with Retry-After', async () => {
    const h = createHarness();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await h.request('/api/attention')).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    const refused = await h.request('/api/attention');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('1');
    h.clock.now += 1000;
    expect((await h.request('/api/attention')).status).toBe(200);
    expect((await h.request('/api/attention')).status).toBe(429);
    // Every two seconds, as the web app polls a list being built, is never refused.
    h.clock.now += 10_000;
    for (let i = 0; i < 30; i++) {
      h.clock.now += 2000;
      expect((await h.request('/api/attention')).status).toBe(200);
    }
  });
});

describe("the list's view report", () => {
  it('is accepted by another replica with the same secret, and names the snapshot and the rows shown', async () => {
    const served = createHarness({ env: SECRET });
    const other = createHarness({ env: SECRET });
    const { page, token } = await completed(served);
    expect(token).toMatch(new RegExp(`^attention\\.${page.snapshot.id}\\.`));
    const view = attentionView(page.snapshot.id, tagged(page));
    const response = await reportView(other, { ...view, token });
    expect(response.status).toBe(204);
    expect(lines(other, 'attention.viewed')).toMatchObject([
      { snapshotId: page.snapshot.id, shown: page.rows.slice(0, 3).map((r) => r.invoice.id) },
    ]);
  });

  it('is accepted by the replica that served it without a token', async () => {
    const h = createHarness();
    const { page } = await completed(h);
    const view = attentionView(page.snapshot.id, tagged(page, 1, 4));
    expect((await reportView(h, view)).status).toBe(204);
  });

  it('is refused (409, no line) for a row the snapshot did not have, a forged tag, or another snapshot', async () => {
    const served = createHarness({ env: SECRET });
    const other = createHarness({ env: SECRET });
    const { page, token } = await completed(served);
    const [first, second] = tagged(page);
    if (!first || !second) throw new Error('the demo store has outstanding invoices');
    const id = page.snapshot.id;
    const swapped = { ...first, tag: second.tag };
    const forged = { ...first, tag: 'AAAAAAAAAAAAAAAA' };
    const elsewhere = '00000000-0000-4000-8000-000000000001';
    for (const body of [
      { ...attentionView(id, [swapped]), token },
      { ...attentionView(id, [forged]), token },
      { ...attentionView(elsewhere, [first]), token },
      // Without the token, a replica that did not serve the snapshot cannot tell who saw it.
      attentionView(id, [first]),
    ]) {
      expect((await reportView(other, body)).status).toBe(409);
    }
    expect(lines(other, 'attention.viewed')).toEqual([]);
  });

  it('a page of 100 rows fits the report: checked, not refused as too large', async () => {
    const h = createHarness();
    const { page, token } = await completed(h);
    const rows = Array.from({ length: 100 }, (_, i) => ({
      invoice: { id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` },
      tag: 'AAAAAAAAAAAAAAAA',
    }));
    const response = await reportView(h, { ...attentionView(page.snapshot.id, rows), token });
    expect(response.status).toBe(409);
  });
});

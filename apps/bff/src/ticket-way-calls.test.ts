/**
 * The ticket's way through the BFF at the simulator (testing/ticket-way.ts), counted at the
 * simulator: calls per step, no identical call twice within one view, a revisit nearly free.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SearchResult } from '@pc/contract';
import { createSimulator, demoSeed } from '@pc/ep-simulator';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './server.ts';
import {
  TICKET_WAY_FLOOR,
  TICKET_WAY_FLOOR_WITH_INDEX,
  walkTicketWay,
} from './testing/ticket-way.ts';

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

const ENV = { PORT: '0', WEB_DIST: 'none', LOG_LEVEL: 'error' };

describe('the ticket’s way, counted at the simulator', () => {
  it('costs at most its floor + 2 upstream calls, each once, and a revisit at most 2', async () => {
    const simulator = createSimulator({ data: demoSeed() });
    const server = await startServer({ env: ENV, simulator });
    running.push(server);
    const { revisit, ...way } = await walkTicketWay(server.url, simulator);
    // Before the read cache: search 2, customer 5, invoice 11, detail 2 (20), revisit 7: the
    // invoice's payments read twice (BFF and browser), and all of it again on a revisit.
    for (const [step, urls] of Object.entries(way))
      expect(
        urls.filter((url, i) => urls.indexOf(url) !== i),
        step,
      ).toEqual([]);
    const calls = Object.values(way).reduce((sum, urls) => sum + urls.length, 0);
    expect(calls).toBeLessThanOrEqual(TICKET_WAY_FLOOR + 2);
    expect(way.detail).toHaveLength(1);
    expect(revisit.length).toBeLessThanOrEqual(2);
  });

  it('with the store index the search costs the store nothing: the floor drops by its calls', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pc-ticket-index-'));
    try {
      const simulator = createSimulator({ data: demoSeed() });
      const server = await startServer({
        env: { ...ENV, DATA_DIR: dataDir },
        simulator,
        openDatabase: true,
      });
      running.push(server);
      // The first pass starts within 10 s of start.
      await expect
        .poll(
          async () => {
            const answer = await fetch(`${server.url}/api/search?q=zzzz`, {
              headers: { 'X-CSRF': '1' },
            });
            return ((await answer.json()) as SearchResult).source?.index;
          },
          { timeout: 30_000, interval: 250 },
        )
        .toBe('complete');
      const { revisit: _, ...way } = await walkTicketWay(server.url, simulator);
      expect(way.search).toEqual([]);
      const calls = Object.values(way).reduce((sum, urls) => sum + urls.length, 0);
      expect(calls).toBeLessThanOrEqual(TICKET_WAY_FLOOR_WITH_INDEX + 2);
    } finally {
      await Promise.all(running.splice(0).map((s) => s.close()));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

/**
 * Search text built to be slow (the contract's adversarial table: runs of every punctuation
 * class, nested wrappers, long unicode, 10 kB pastes, the probe that held a replica for 19 s):
 * how long the classifier takes on each in process, and how long the API takes to answer each,
 * `GET /api/search?q=` through a BFF on loopback, one request at a time, in rounds over the table. The budget is the
 * slowest input's answer (docs/decisions/034-search-text-bounded-before-cleaning.md).
 */
import { startServer } from '@pc/bff';
import { classifySearchText } from '@pc/contract/search-text';
import { ADVERSARIAL_SEARCH_TEXTS } from '@pc/contract/search-text-adversarial';
import { createSimulator } from '@pc/ep-simulator';
import { median, round } from './stats.ts';
import { ONE_LOAD_CLIENT, UNLIMITED } from './upstream-limits.ts';

export interface SearchTextTiming {
  name: string;
  /** UTF-16 units, as the URL carries them before encoding. */
  length: number;
  /** The reading: `too-long`, `text`, `email`… */
  reading: string;
  /** One classification in process, median of batches, in µs. */
  classifyUs: number;
  /** The API's answer: status, median and slowest of `runs` requests, in ms. */
  status: number;
  apiMedianMs: number;
  apiMaxMs: number;
}

export interface SearchTextResult {
  runs: number;
  inputs: SearchTextTiming[];
  /** The input whose median answer is slowest, and that median: what the budget checks. */
  slowestApi: { name: string; ms: number };
}

const HEADERS = { 'X-CSRF': '1' };
const CLASSIFY_BATCHES = 9;
const CLASSIFY_PER_BATCH = 200;

/** One classification's time, in µs: the median of batches, so one GC pause does not count. */
function classifyMicros(text: string): number {
  const batches: number[] = [];
  for (let batch = 0; batch < CLASSIFY_BATCHES; batch++) {
    const at = performance.now();
    for (let i = 0; i < CLASSIFY_PER_BATCH; i++) classifySearchText(text);
    batches.push(((performance.now() - at) * 1000) / CLASSIFY_PER_BATCH);
  }
  return median(batches);
}

function readingOf(text: string): string {
  const reading = classifySearchText(text);
  return reading.kind === 'refused' ? reading.reason : reading.kind;
}

export async function measureSearchText(runs = 20): Promise<SearchTextResult> {
  const server = await startServer({
    simulator: createSimulator(),
    // One access and audit line per request are not the bench's output.
    deps: { logSink: () => {} },
    env: {
      HOST: '127.0.0.1',
      PORT: '0',
      WEB_DIST: 'none',
      LOG_LEVEL: 'warn',
      ...UNLIMITED,
      ...ONE_LOAD_CLIENT,
    },
  });
  const answer = async (text: string) => {
    const at = performance.now();
    const response = await fetch(`${server.url}/api/search?q=${encodeURIComponent(text)}`, {
      headers: HEADERS,
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - at };
  };
  try {
    // Two passes first warm the routes, the JIT and, for a search, the read cache: as deployed.
    const statuses: number[] = [];
    for (let pass = 0; pass < 2; pass++) {
      for (const [i, { text }] of ADVERSARIAL_SEARCH_TEXTS.entries()) {
        statuses[i] = (await answer(text)).status;
      }
    }
    // Rounds over the whole table, so that what else the machine does weighs on every input.
    const times: number[][] = ADVERSARIAL_SEARCH_TEXTS.map(() => []);
    for (let run = 0; run < runs; run++) {
      for (const [i, { text }] of ADVERSARIAL_SEARCH_TEXTS.entries()) {
        times[i]?.push((await answer(text)).ms);
      }
    }
    const inputs = ADVERSARIAL_SEARCH_TEXTS.map(({ name, text }, i): SearchTextTiming => {
      const measured = times[i] ?? [];
      return {
        name,
        length: text.length,
        reading: readingOf(text),
        classifyUs: round(classifyMicros(text), 2),
        status: statuses[i] ?? 0,
        apiMedianMs: round(median(measured), 2),
        apiMaxMs: round(Math.max(...measured), 2),
      };
    });
    const slowest = inputs.reduce((a, b) => (b.apiMedianMs > a.apiMedianMs ? b : a));
    return { runs, inputs, slowestApi: { name: slowest.name, ms: slowest.apiMedianMs } };
  } finally {
    await server.close();
  }
}

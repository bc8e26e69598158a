/**
 * Search text built to make the classifier slow: each is read within a bound of
 * steps (the classifier counts its work on a meter; no clock), and text over the limit is refused
 * by its length before any cleaning. The bench times the same table (bench/src/search-text.ts).
 */
import { describe, expect, it } from 'vitest';
import { cleanPaste, plainQuotes } from './paste-cleaning.ts';
import { classifySearchText, MAX_SEARCH_CHARS, type WorkMeter } from './search-text.ts';
import { ADVERSARIAL_SEARCH_TEXTS } from './search-text-adversarial.ts';

/** Work allowed for text within the limit: a few passes over at most 200 characters. */
const STEP_BOUND = 8 * MAX_SEARCH_CHARS;
/** Text over the limit is refused after counting at most one character past it. */
const REFUSAL_BOUND = MAX_SEARCH_CHARS + 1;

/** A meter that stops the classifier past `bound`, so a slow reading fails fast, not in minutes. */
function boundedMeter(bound: number) {
  const meter = {
    steps: 0,
    step(count: number) {
      meter.steps += count;
      if (meter.steps > bound) throw new Error(`over ${bound} steps (${meter.steps} so far)`);
    },
  } satisfies WorkMeter & { steps: number };
  return meter;
}

describe('classifySearchText on adversarial text', () => {
  const overLimit = ADVERSARIAL_SEARCH_TEXTS.filter((t) => [...t.text].length > MAX_SEARCH_CHARS);
  const withinLimit = ADVERSARIAL_SEARCH_TEXTS.filter(
    (t) => [...t.text].length <= MAX_SEARCH_CHARS,
  );

  it('the table holds both: text over the limit, and text up to it', () => {
    expect(overLimit.length).toBeGreaterThanOrEqual(10);
    expect(withinLimit.length).toBeGreaterThanOrEqual(10);
    expect(ADVERSARIAL_SEARCH_TEXTS.map((t) => t.name)).toContain('the probe');
  });

  it.each(overLimit)('$name ($length UTF-16 units): refused by its length, quickly', (t) => {
    const meter = boundedMeter(REFUSAL_BOUND);
    expect(classifySearchText(t.text, meter)).toEqual(t.reading);
    expect(meter.steps).toBeLessThanOrEqual(REFUSAL_BOUND);
  });

  it.each(withinLimit)(`$name: read within ${STEP_BOUND} steps`, (t) => {
    const meter = boundedMeter(STEP_BOUND);
    const reading = classifySearchText(t.text, meter);
    expect(reading).toEqual(t.reading);
    // The meter counted real work: at least one step per character read.
    expect(meter.steps).toBeGreaterThanOrEqual([...t.text].length);
  });
});

describe('cleanPaste on its own, past the limit', () => {
  // The limit guards the classifier; the cleaning is linear without it, for whoever calls it.
  it.each(ADVERSARIAL_SEARCH_TEXTS)('$name: at most 6 steps a character', (t) => {
    const meter = boundedMeter(6 * t.length + 10);
    cleanPaste(plainQuotes(t.text, meter), meter);
    expect(meter.steps).toBeGreaterThanOrEqual(t.length);
  });
});

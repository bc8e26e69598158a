/**
 * Refusals do not drown the trail: one client sending thousands of unauthenticated requests a
 * second would otherwise write an audit line and a log line for each. Per source (the socket's
 * address) and window, the first few refusals are written in full; the rest are counted, and the
 * count is written as one `auth.denied_summary` line when the window is over (at the source's
 * next refusal, or by a timer when it has stopped).
 */

const WINDOW_MS = 60_000;
/** Written in full per source and window: enough to see who and why. */
const FULL_PER_WINDOW = 5;
const MAX_SOURCES = 10_000;

export interface RefusalSummary {
  source: string;
  suppressed: number;
  /** Suppressed refusals by reason. */
  reasons: Record<string, number>;
  since: string;
}

interface Window {
  start: number;
  written: number;
  suppressed: number;
  reasons: Record<string, number>;
}

export interface RefusalSampler {
  /** True when this refusal is to be written in full; false when it was counted. */
  admit(source: string, reason: string): boolean;
}

export function createRefusalSampler(
  now: () => number,
  writeSummary: (summary: RefusalSummary) => void,
): RefusalSampler {
  const windows = new Map<string, Window>();

  function close(source: string, window: Window) {
    windows.delete(source);
    if (window.suppressed === 0) return;
    writeSummary({
      source,
      suppressed: window.suppressed,
      reasons: window.reasons,
      since: new Date(window.start).toISOString(),
    });
  }

  function closeEnded() {
    for (const [source, window] of windows) {
      if (now() - window.start >= WINDOW_MS) close(source, window);
    }
  }

  // A flood that stops still gets its count line; the timer never keeps the process alive.
  setInterval(closeEnded, WINDOW_MS).unref();

  return {
    admit(source, reason) {
      let window = windows.get(source);
      if (window && now() - window.start >= WINDOW_MS) {
        close(source, window);
        window = undefined;
      }
      if (!window) {
        if (windows.size >= MAX_SOURCES) closeEnded();
        // Too many sources at once to keep count of: write in full rather than lose a refusal.
        if (windows.size >= MAX_SOURCES) return true;
        window = { start: now(), written: 0, suppressed: 0, reasons: {} };
        windows.set(source, window);
      }
      if (window.written < FULL_PER_WINDOW) {
        window.written += 1;
        return true;
      }
      window.suppressed += 1;
      window.reasons[reason] = (window.reasons[reason] ?? 0) + 1;
      return false;
    },
  };
}

/**
 * The time limit of one upstream exchange (headers and body), cancelled when the exchange ends.
 *
 * Not `AbortSignal.timeout`: its timer runs for the whole timeout (10 s) after the page was long
 * answered, and V8's young-generation GC treats the signal the timer refers to as alive. Under
 * load every page's signal, with the undici request state its listeners reach, was copied and
 * promoted to the old generation: some 24 KB per page at concurrency 100
 * (docs/decisions/011-bff-garbage-per-page.md).
 */
export interface Deadline {
  signal: AbortSignal;
  /** Stops the timer; call it once the exchange is over, however it ended. */
  clear(): void;
}

export function startDeadline(ms: number): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(
    () =>
      controller.abort(new DOMException('The upstream did not answer in time.', 'TimeoutError')),
    ms,
  );
  // Like AbortSignal.timeout's: a pending limit never keeps the process alive.
  timer.unref();
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

/**
 * The time limit of one upstream exchange (headers and body), cancelled when the exchange ends.
 *
 * Not `AbortSignal.timeout`: its timer keeps running for the whole timeout (10 s) after the page
 * was answered. Measured under load at concurrency 100, pages with `AbortSignal.timeout` sent
 * about 24 KB each more into the old generation than pages whose limit was cleared at the end
 * (docs/decisions/011-bff-garbage-per-page.md). Which reference keeps that state alive was
 * not traced; the measurement is what this rests on.
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

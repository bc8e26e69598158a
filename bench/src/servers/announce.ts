/**
 * The tiny protocol between `pnpm bench` and the server processes it starts: a server prints
 * one `BENCH_READY {"url":…}` line on stdout once it listens, shuts down cleanly on SIGTERM (so
 * `--cpu-prof` profiles get written), and exits when its parent goes away (stdin closes), so a
 * crashed or interrupted run never leaves servers behind.
 */

export const READY_PREFIX = 'BENCH_READY ';

export interface ReadyMessage {
  url: string;
}

/** Reads the JSON configuration the parent passes as the first argument. */
export function serverConfig<T>(): T {
  const text = process.argv[2];
  if (!text) throw new Error('expected the server configuration as a JSON argument');
  return JSON.parse(text) as T;
}

export function announce(message: ReadyMessage, close: () => Promise<void>): void {
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    close().finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.stdin.on('end', stop);
  process.stdin.resume();
  process.stdout.write(`${READY_PREFIX}${JSON.stringify(message)}\n`);
}

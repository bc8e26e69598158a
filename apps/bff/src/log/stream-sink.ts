/**
 * Where log and audit lines go: one `write` per line to stdout. Two ways that can fail:
 *
 * - **Gone.** When stdout goes away (a log shipper restarts and its pipe closes: `EPIPE`), Node
 *   emits an `error` on the stream, and an unhandled stream error ends the process. Here the error
 *   is caught, the server keeps serving, and every line that could not be written is counted and
 *   reported on stderr: at once on the first loss, then at most every 10 s while lines keep being
 *   lost, and at exit. The lines themselves are not copied to stderr: they may be many, and stderr
 *   is often the same shipper.
 * - **Behind.** On Linux a pipe is written asynchronously: when the reader is slow, Node keeps
 *   what it could not write yet in memory (`writableLength`), without limit, and a process that
 *   exits loses it. The sink says how far behind it is (`unwritable(bound)` is `backlog` past
 *   AUDIT_BACKLOG_MAX_BYTES, and the app then refuses customer data, docs/decisions/032-audit-backpressure.md),
 *   drops plain log lines (never audit lines) while past the bound, and `flush` waits for what
 *   is buffered before the process exits.
 */
import type { LogSink } from './logger.ts';

const REPORT_EVERY_MS = 10_000;

/** What a flush before exit achieved: lines written meanwhile, lines still unwritten at its end. */
export interface FlushResult {
  flushed: number;
  lost: number;
  ms: number;
}

export interface StreamSink {
  /** Writes a line that must not be dropped while the stream can take it (audit lines). */
  sink: LogSink;
  /** Writes a plain log line; dropped (and counted) while the stream is past `backlogBound`. */
  log: LogSink;
  /** Lines that could not be written so far. */
  readonly dropped: number;
  /** Why lines can no longer be written (`EPIPE`, `closed`, …); null while they can. */
  readonly broken: string | null;
  /** Bytes handed to the stream and not yet written (Node's `writableLength`). */
  readonly backlog: number;
  /** Lines handed to the stream whose write has not completed. */
  readonly pending: number;
  /** `broken`, or `backlog` while more than `maxBacklogBytes` wait; null while lines go out. */
  unwritable(maxBacklogBytes: number): string | null;
  /** Past this many buffered bytes, plain log lines are dropped (set from the configuration). */
  backlogBound: number;
  /** Waits until every pending line is written, at most `graceMs`. */
  flush(graceMs: number): Promise<FlushResult>;
  /** Writes the drop count to stderr now if anything was dropped since the last report. */
  report(): void;
}

interface Writable {
  write(chunk: string, done?: (error?: Error | null) => void): boolean;
  on(event: 'error', listener: (error: NodeJS.ErrnoException) => void): unknown;
  readonly destroyed?: boolean;
  readonly writable?: boolean;
  readonly writableLength?: number;
}

/** Node's own default for a stream's buffer: the bound until the configuration sets one. */
export const DEFAULT_BACKLOG_MAX_BYTES = 8 * 1024 * 1024;

export function createStreamSink(
  out: Writable,
  err: Writable,
  now: () => number = Date.now,
): StreamSink {
  let broken: string | null = null;
  let dropped = 0;
  let reported = 0;
  let lastReportAt = 0;
  let pending = 0;
  /** Lines written since the current flush began. */
  let flushedSince = 0;
  let whenIdle: (() => void) | null = null;

  // stderr may be the same closed pipe: a failed report must not end the process either.
  err.on('error', () => {});
  out.on('error', (error) => {
    // The line whose write failed is lost too.
    broken ??= error.code ?? error.message;
    drop();
  });

  function report() {
    if (dropped === reported) return;
    reported = dropped;
    lastReportAt = now();
    const line = JSON.stringify({
      time: new Date(lastReportAt).toISOString(),
      level: 'error',
      msg: 'log.lines_dropped',
      dropped,
      reason: broken ?? 'backlog',
    });
    try {
      err.write(`${line}\n`);
    } catch {
      // Nowhere left to say it.
    }
  }

  function drop() {
    dropped += 1;
    if (reported === 0 || now() - lastReportAt >= REPORT_EVERY_MS) report();
  }

  const written = (error?: Error | null) => {
    pending -= 1;
    if (!error) flushedSince += 1;
    if (pending === 0) whenIdle?.();
  };

  function write(line: string) {
    if (broken || out.destroyed || out.writable === false) {
      broken ??= 'closed';
      drop();
      return;
    }
    try {
      pending += 1;
      out.write(`${line}\n`, written);
    } catch (error) {
      pending -= 1;
      broken ??= (error as NodeJS.ErrnoException).code ?? 'write-failed';
      drop();
    }
  }

  const backlog = () => out.writableLength ?? 0;

  const sink: StreamSink = {
    sink: write,
    log(line) {
      if (backlog() > sink.backlogBound) drop();
      else write(line);
    },
    get dropped() {
      return dropped;
    },
    get broken() {
      return broken;
    },
    get backlog() {
      return backlog();
    },
    get pending() {
      return pending;
    },
    unwritable: (maxBacklogBytes) => broken ?? (backlog() > maxBacklogBytes ? 'backlog' : null),
    backlogBound: DEFAULT_BACKLOG_MAX_BYTES,
    async flush(graceMs) {
      const started = now();
      flushedSince = 0;
      if (pending > 0 && !broken) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        await new Promise<void>((resolve) => {
          whenIdle = resolve;
          timer = setTimeout(resolve, graceMs);
        });
        clearTimeout(timer);
        whenIdle = null;
      }
      return { flushed: flushedSince, lost: pending, ms: now() - started };
    },
    report,
  };
  return sink;
}

let stdoutSink: StreamSink | null = null;

/** The process's own sink on stdout/stderr, created on first use. */
export function processStdoutSink(): StreamSink {
  stdoutSink ??= createStreamSink(process.stdout, process.stderr);
  return stdoutSink;
}

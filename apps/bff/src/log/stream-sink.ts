/**
 * Where log and audit lines go: one `write` per line to stdout. When stdout goes away (a log
 * shipper restarts and its pipe closes: `EPIPE`), Node emits an `error` on the stream, and an
 * unhandled stream error ends the process. Here the error is caught, the server
 * keeps serving, and every line that could not be written is counted and reported on stderr:
 * at once on the first loss, then at most every 10 s while lines keep being lost, and at exit.
 * The lines themselves are not copied to stderr: they may be many, and stderr is often the same
 * shipper.
 */
import type { LogSink } from './logger.ts';

const REPORT_EVERY_MS = 10_000;

export interface StreamSink {
  sink: LogSink;
  /** Lines that could not be written so far. */
  readonly dropped: number;
  /** Why lines can no longer be written (`EPIPE`, `closed`, …); null while they can. */
  readonly broken: string | null;
  /** Writes the drop count to stderr now if anything was dropped since the last report. */
  report(): void;
}

interface Writable {
  write(chunk: string): boolean;
  on(event: 'error', listener: (error: NodeJS.ErrnoException) => void): unknown;
  readonly destroyed?: boolean;
  readonly writable?: boolean;
}

export function createStreamSink(
  out: Writable,
  err: Writable,
  now: () => number = Date.now,
): StreamSink {
  let broken: string | null = null;
  let dropped = 0;
  let reported = 0;
  let lastReportAt = 0;

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
      reason: broken,
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

  return {
    sink(line) {
      if (broken || out.destroyed || out.writable === false) {
        broken ??= 'closed';
        drop();
        return;
      }
      try {
        out.write(`${line}\n`);
      } catch (error) {
        broken ??= (error as NodeJS.ErrnoException).code ?? 'write-failed';
        drop();
      }
    },
    get dropped() {
      return dropped;
    },
    get broken() {
      return broken;
    },
    report,
  };
}

let stdoutSink: StreamSink | null = null;

/** The process's own sink on stdout/stderr, created on first use. */
export function processStdoutSink(): StreamSink {
  stdoutSink ??= createStreamSink(process.stdout, process.stderr);
  return stdoutSink;
}

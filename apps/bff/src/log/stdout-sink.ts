/**
 * The production log sink: lines queued during one turn of the event loop go to stdout in one
 * write. On Linux a write to a pipe or file is a synchronous system call, and every payments
 * request logs two lines (access and audit); under load one write per turn instead of two per
 * request is measurably cheaper. Nothing is held longer than the current turn, and whatever is
 * queued when the process exits is written synchronously on the way out.
 */
import type { LogSink } from './logger.ts';

export function createStdoutSink(write: (text: string) => void): LogSink {
  let queued: string[] = [];
  const flush = () => {
    if (queued.length === 0) return;
    const text = `${queued.join('\n')}\n`;
    queued = [];
    write(text);
  };
  process.once('exit', flush);
  return (line) => {
    if (queued.push(line) === 1) setImmediate(flush);
  };
}

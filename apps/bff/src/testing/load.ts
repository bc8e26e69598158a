/**
 * A bounded closed-loop load: `concurrency` workers, each sending one request after the other
 * (with an optional pause) until `durationMs` is over. Used by the replica tests and
 * `pnpm soak`; small on purpose (no histograms), the figures they need are counts.
 */

export interface LoadResult {
  /** Answers by status; network failures count under 0. */
  statuses: Map<number, number>;
  total: number;
  /** The first few network failures, for the failure message. */
  failures: string[];
}

export interface LoadOptions {
  concurrency: number;
  durationMs: number;
  /** One request: resolves with the status (the body read), or rejects on a network failure. */
  send: (worker: number) => Promise<number>;
  /** Pause between a worker's requests, to keep the load within what the machine can give. */
  pauseMs?: number;
  /** Called with every outcome as it arrives (status 0 = network failure). */
  onResult?: (status: number, worker: number) => void;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  let total = 0;
  const deadline = performance.now() + options.durationMs;
  const worker = async (id: number) => {
    while (performance.now() < deadline) {
      let status: number;
      try {
        status = await options.send(id);
      } catch (error) {
        status = 0;
        if (failures.length < 5) failures.push(describe(error));
      }
      total += 1;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      options.onResult?.(status, id);
      if (options.pauseMs) await new Promise((r) => setTimeout(r, options.pauseMs));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, (_, i) => worker(i)));
  return { statuses, total, failures };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
}

/** A free TCP port on 127.0.0.1 (bound and released: free a moment later in practice). */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

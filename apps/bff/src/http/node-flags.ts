/**
 * The Node flags the BFF runs with: `pnpm start` passes them (apps/bff/package.json), and so does
 * `pnpm bench` when it starts the BFF as production does. A test keeps the two in step.
 *
 * `--max-semi-space-size=32`: every page the BFF answers allocates ~300 KB that dies within the
 * request, and under load a 16 MB young generation (V8's default) filled every ~30 ms, while
 * requests in flight live ~50 ms: their state was copied, then promoted, and collected again by
 * the old generation. With 32 MB, 54 KB → 6 KB per page reached the old generation and GC pauses
 * fell from 120 to 44 µs per page at concurrency 100, for 32 MB more young-generation memory
 * (docs/decisions/011-bff-garbage-per-page.md).
 *
 * `--heap-growing-percent=300`: after a full collection, the old generation may grow to four times
 * what survived before the next one starts (V8 chooses 1.1 to 2 times for a heap this small).
 * A full collection promotes every young object alive at that instant, the pages in flight
 * included; at concurrency 100 that refilled the old generation within seconds, and about half
 * of BFF processes fell into that cycle for good: ~18 KB promoted per page instead of 1, and
 * ~8% more CPU. For up to ~75 MB more old generation between full collections
 * (docs/decisions/012-old-generation-growth.md).
 */
export const BFF_NODE_FLAGS: readonly string[] = [
  '--max-semi-space-size=32',
  '--heap-growing-percent=300',
];

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
 */
export const BFF_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];

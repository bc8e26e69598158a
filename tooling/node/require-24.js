/**
 * Imported first by every entry point (`pnpm start`, the simulator, the bench, the test
 * configs): on a Node older than 24 the process stops here with one line that says why and what
 * to do, instead of failing later in some dependency. Run through pnpm, `node` is already 24
 * (bin/node); this guards a direct `node …` with an older one first on PATH.
 */
const MIN_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < MIN_MAJOR) {
  process.stderr.write(
    `Payments Console needs Node ${MIN_MAJOR} or newer, and this is Node ${process.versions.node}: run it through pnpm (pnpm start, pnpm test, …), which brings Node ${MIN_MAJOR}, or install Node ${MIN_MAJOR}.\n`,
  );
  process.exit(1);
}

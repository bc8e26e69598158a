/** Chromium, Firefox and Safari's words for a dynamic import whose file did not arrive. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed/.test(error.message)
  );
}

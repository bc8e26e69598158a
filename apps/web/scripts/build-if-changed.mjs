/**
 * `vite build`, unless dist/ was built from exactly these inputs already. `pnpm start`, the e2e
 * run and the bench all need a current dist/; rebuilding an unchanged app cost ~2 s per start.
 * The inputs are hashed by content (a checkout or a copy changes mtimes, not content): the web
 * app's sources and config, the contract it imports, and the lockfile (dependency versions).
 * The stamp lives in node_modules/.cache, not in dist/, which the BFF serves.
 */
import '@pc/node/require-24';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));
const root = join(web, '../..');
const INPUTS = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/vite.config.ts',
  'apps/web/vite-plugin-precompress.ts',
  'packages/contract/src',
  'packages/contract/package.json',
  'pnpm-lock.yaml',
];
const stampFile = join(web, 'node_modules/.cache/web-build.sha256');

/** The input itself when it is a file; every file under it when it is a folder. */
function filesOf(input) {
  const path = join(root, input);
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function inputsHash() {
  const hash = createHash('sha256');
  const paths = INPUTS.flatMap(filesOf).sort();
  for (const path of paths) {
    hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
  }
  return hash.digest('hex');
}

const hash = inputsHash();
const built = existsSync(join(web, 'dist/index.html')) && existsSync(stampFile);
if (built && readFileSync(stampFile, 'utf8') === hash) {
  process.stdout.write('apps/web/dist is current (inputs unchanged): not rebuilding.\n');
  process.exit(0);
}
const result = spawnSync('vite', ['build'], { cwd: web, stdio: 'inherit', shell: false });
if (result.status !== 0) process.exit(result.status ?? 1);
mkdirSync(dirname(stampFile), { recursive: true });
writeFileSync(stampFile, hash);

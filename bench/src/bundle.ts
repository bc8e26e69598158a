/**
 * Sizes of what the browser must fetch before the app can start: the JS and CSS that the built
 * `index.html` references (module scripts, modulepreloads, stylesheets): raw, gzip and brotli at
 * zlib's defaults (gzip level 6, as compression middleware sends it, a little larger than -9;
 * brotli quality 11). Lazy chunks are not initial: they are reported apart, not budgeted.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface AssetSizes {
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export interface BundleResult {
  /** Initial JS: the module entry and its modulepreloads. */
  js: AssetSizes;
  css: AssetSizes;
  /** Every other JS file in dist/assets (lazy chunks, such as a route's view), for context. */
  lazyJs: AssetSizes;
  /** When dist/index.html was written: a stale build measures old code. */
  builtAt: string;
}

export interface InitialAssets {
  js: string[];
  css: string[];
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
}

/**
 * The initial JS and CSS an `index.html` references, as root-relative paths, in document order.
 * @example initialAssets('<script type="module" src="/assets/index-a1.js"></script>') // { js: ['/assets/index-a1.js'], css: [] }
 */
export function initialAssets(html: string): InitialAssets {
  const js: string[] = [];
  const css: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    if (/^<script/i.test(tag)) {
      const src = attribute(tag, 'src');
      if (src && attribute(tag, 'type')?.toLowerCase() === 'module') js.push(src);
      continue;
    }
    const rel = attribute(tag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel.includes('modulepreload')) js.push(href);
    else if (rel.includes('stylesheet')) css.push(href);
  }
  const unique = (list: string[]) => [...new Set(list)];
  return { js: unique(js), css: unique(css) };
}

function sizes(distDir: string, files: string[]): AssetSizes {
  let rawBytes = 0;
  let gzipBytes = 0;
  let brotliBytes = 0;
  for (const file of files) {
    if (/^[a-z]+:\/\//i.test(file)) throw new Error(`${file} is not served by the app`);
    const content = readFileSync(join(distDir, file.replace(/^\//, '')));
    rawBytes += content.length;
    gzipBytes += gzipSync(content).length;
    brotliBytes += brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }).length;
  }
  return { files, rawBytes, gzipBytes, brotliBytes };
}

/** Null when the web app has not been built. */
export function measureBundle(distDir: string): BundleResult | null {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const assets = initialAssets(readFileSync(indexFile, 'utf8'));
  const assetsDir = join(distDir, 'assets');
  const lazy = existsSync(assetsDir)
    ? readdirSync(assetsDir)
        .filter((name) => name.endsWith('.js'))
        .map((name) => `/assets/${name}`)
        .filter((file) => !assets.js.includes(file))
    : [];
  return {
    js: sizes(distDir, assets.js),
    css: sizes(distDir, assets.css),
    lazyJs: sizes(distDir, lazy),
    builtAt: statSync(indexFile).mtime.toISOString(),
  };
}

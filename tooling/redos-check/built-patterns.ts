/**
 * The patterns a `built` site makes (a `new RegExp` of a template or a variable), learnt by
 * running its module: while the modules load, `RegExp` is wrapped so that each construction is
 * recorded with the line of deployed source that made it. A site that builds nothing while its
 * module loads builds its pattern when called, from what it is given: the check refuses that,
 * since no list of patterns can be checked for it (build it once at load, or do without).
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface BuiltPattern {
  source: string;
  flags: string;
}

/** `file:line` → the patterns made there while `files` (relative to `root`) loaded. */
export async function recordBuiltPatterns(
  root: string,
  files: readonly string[],
): Promise<Map<string, BuiltPattern[]>> {
  const made = new Map<string, BuiltPattern[]>();
  const original = globalThis.RegExp;
  const where = (stack: string | undefined): string | null => {
    for (const frame of (stack ?? '').split('\n').slice(1)) {
      const file = files.find((f) => frame.includes(join(root, f)));
      const line = file === undefined ? undefined : /:(\d+):\d+\)?$/.exec(frame)?.[1];
      if (file !== undefined && line !== undefined) return `${file}:${line}`;
    }
    return null;
  };
  const record = (regex: RegExp): RegExp => {
    const key = where(new Error().stack);
    if (key !== null) {
      const list = made.get(key) ?? [];
      if (!list.some((p) => p.source === regex.source && p.flags === regex.flags)) {
        list.push({ source: regex.source, flags: regex.flags });
      }
      made.set(key, list);
    }
    return regex;
  };
  globalThis.RegExp = new Proxy(original, {
    construct: (target, args, newTarget) =>
      record(Reflect.construct(target, args, newTarget === globalThis.RegExp ? target : newTarget)),
    apply: (target, self, args) => record(Reflect.apply(target, self, args)),
  });
  try {
    for (const file of files) await import(pathToFileURL(join(root, file)).href);
  } finally {
    globalThis.RegExp = original;
  }
  return made;
}

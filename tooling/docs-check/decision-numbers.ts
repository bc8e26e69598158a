/**
 * Decision numbers are handed out by the index (docs/decisions/README.md): a number is taken by
 * its line in the index's table, written before the record, so two branches cannot both write
 * "029" without one of them meeting the other's line first. This checks what that promises:
 * - every record `NNN-*.md` has exactly one index line with its number, and that line links it;
 * - no number is used twice, by two records or by two index lines (a range `009–015` takes each
 *   number in it).
 * An index line without a record is fine: a number reserved for a record being written, or a
 * record removed (its line says so).
 */
import type { Problem } from './doc-references.ts';

const RECORD = /^(\d{3})-[\w-]+\.md$/;
// A table row's first cell: `| 028 |` or a range `| 009–015 |` (en dash or hyphen).
const INDEX_ROW = /^\|\s*(\d{3})(?:\s*[–-]\s*(\d{3}))?\s*\|/;
const LINKED_RECORD = /\]\(\s*(?:\.\/)?(\d{3}-[\w-]+\.md)\s*\)/g;

interface IndexLine {
  numbers: string[];
  line: number;
  links: string[];
}

function indexLines(index: string): IndexLine[] {
  const lines: IndexLine[] = [];
  for (const [i, text] of index.split('\n').entries()) {
    const match = INDEX_ROW.exec(text);
    if (!match) continue;
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    const numbers: string[] = [];
    for (let n = from; n <= to; n++) numbers.push(String(n).padStart(3, '0'));
    lines.push({
      numbers,
      line: i + 1,
      links: [...text.matchAll(LINKED_RECORD)].map((m) => m[1] ?? ''),
    });
  }
  return lines;
}

/**
 * The problems of the decisions folder: `records` are the file names in it, `index` the text of
 * its README.md (reported as `indexPath`).
 * @example decisionNumberProblems('docs/decisions/README.md', '| 001 | [A](001-a.md) |', ['001-a.md']) // []
 */
export function decisionNumberProblems(
  indexPath: string,
  index: string,
  records: readonly string[],
): Problem[] {
  const problems: Problem[] = [];
  const folder = indexPath.replace(/[^/]*$/, '');
  const byNumber = new Map<string, string[]>();
  for (const name of [...records].sort()) {
    const number = RECORD.exec(name)?.[1];
    if (number !== undefined) byNumber.set(number, [...(byNumber.get(number) ?? []), name]);
  }
  const lines = indexLines(index);
  const linesOf = new Map<string, IndexLine[]>();
  for (const entry of lines) {
    for (const number of entry.numbers)
      linesOf.set(number, [...(linesOf.get(number) ?? []), entry]);
  }

  for (const [number, entries] of linesOf) {
    if (entries.length > 1) {
      problems.push({
        path: indexPath,
        line: entries[1]?.line ?? 1,
        message: `decision ${number} has ${entries.length} lines in the index (lines ${entries.map((e) => e.line).join(', ')}): one number, one line`,
      });
    }
  }
  for (const entry of lines) {
    for (const link of entry.links) {
      const linked = link.slice(0, 3);
      if (!entry.numbers.includes(linked)) {
        problems.push({
          path: indexPath,
          line: entry.line,
          message: `the line of decision ${entry.numbers.join('–')} links ${link}, a record of another number`,
        });
      }
    }
  }
  for (const [number, names] of byNumber) {
    if (names.length > 1) {
      problems.push({
        path: `${folder}${names[1]}`,
        line: 1,
        message: `decision ${number} is taken by ${names.length} records (${names.join(', ')}): take the next number free in the index`,
      });
    }
    const entries = linesOf.get(number) ?? [];
    for (const name of names) {
      if (entries.length === 0) {
        problems.push({
          path: `${folder}${name}`,
          line: 1,
          message: `decision ${number} has no line in ${indexPath}: reserve the number there first`,
        });
      } else if (entries.length === 1 && !entries[0]?.links.includes(name)) {
        problems.push({
          path: indexPath,
          line: entries[0]?.line ?? 1,
          message: `the line of decision ${number} does not link its record ${name}`,
        });
      }
    }
  }
  return problems.sort((a, b) => a.path.localeCompare(b.path) || a.line - b.line);
}

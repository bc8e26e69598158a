import { describe, expect, it } from 'vitest';
import { decisionNumberProblems } from './decision-numbers.ts';

const INDEX_PATH = 'docs/decisions/README.md';

const index = (...rows: string[]) =>
  ['# Decisions', '', '| # | decision | date | status |', '|---|---|---|---|', ...rows].join('\n');

const RECORDS = ['001-simulator.md', '002-exact-amounts.md', 'README.md', 'template.md'];
const ROWS = [
  '| 001 | [A simulator](001-simulator.md) | 2026-11-22 | accepted |',
  '| 002 | [Exact amounts](002-exact-amounts.md) | 2026-11-22 | accepted |',
  '| 003 | Speed (file removed) | 2026-11-23 | replaced |',
  '| 004–006 | Experiments (files removed) | 2026-11-23 | replaced |',
];

const messages = (text: string, records: readonly string[]) =>
  decisionNumberProblems(INDEX_PATH, text, records).map((p) => `${p.path}:${p.line}: ${p.message}`);

describe('decisionNumberProblems', () => {
  it('passes records with one index line each; lines without a record are reserved or removed', () => {
    expect(messages(index(...ROWS), RECORDS)).toEqual([]);
    expect(
      messages(index(...ROWS, '| 007 | (reserved) | 2026-11-28 | proposed |'), RECORDS),
    ).toEqual([]);
  });

  it('fails on a record whose number the index does not hold', () => {
    expect(messages(index(...ROWS), [...RECORDS, '007-a-new-choice.md'])).toEqual([
      'docs/decisions/007-a-new-choice.md:1: decision 007 has no line in docs/decisions/README.md: reserve the number there first',
    ]);
  });

  it('fails on two records of one number', () => {
    expect(messages(index(...ROWS), [...RECORDS, '002-another-choice.md'])).toEqual([
      'docs/decisions/002-exact-amounts.md:1: decision 002 is taken by 2 records (002-another-choice.md, 002-exact-amounts.md): take the next number free in the index',
      'docs/decisions/README.md:6: the line of decision 002 does not link its record 002-another-choice.md',
    ]);
  });

  it('fails on two index lines of one number, a range included', () => {
    const twice = index(...ROWS, '| 002 | [Another](002-another.md) | 2026-11-28 | accepted |');
    expect(messages(twice, RECORDS)).toEqual([
      'docs/decisions/README.md:9: decision 002 has 2 lines in the index (lines 6, 9): one number, one line',
    ]);
    const inRange = index(...ROWS, '| 005 | Something else | 2026-11-28 | proposed |');
    expect(messages(inRange, RECORDS)).toEqual([
      'docs/decisions/README.md:9: decision 005 has 2 lines in the index (lines 8, 9): one number, one line',
    ]);
  });

  it('fails on a line that links a record of another number', () => {
    const crossed = index(
      '| 001 | [A simulator](002-exact-amounts.md) | 2026-11-22 | accepted |',
      '| 002 | [Exact amounts](002-exact-amounts.md) | 2026-11-22 | accepted |',
    );
    expect(messages(crossed, RECORDS)).toEqual([
      'docs/decisions/README.md:5: the line of decision 001 links 002-exact-amounts.md, a record of another number',
      'docs/decisions/README.md:5: the line of decision 001 does not link its record 001-simulator.md',
    ]);
  });
});

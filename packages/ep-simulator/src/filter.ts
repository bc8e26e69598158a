/**
 * The filter grammar of docs/upstream/navigation.md#filter-grammar: `op(field,value)` clauses joined by `:`
 * (AND), operands bare or quoted with "…" or '…' where `\` escapes the next character, at most
 * 10 clauses. A bare operand holds `A–Z a–z 0–9 $ - _ * .` and space as docs/upstream/navigation.md#filter-grammar lists, and also `@`
 * and `+`: the real service accepts what its own JS SDK sends (`eq(email,april.ludgate@acme.example)`
 * unquoted), so quoting is the safe way, not the only one. The query string is already decoded,
 * so an unencoded `+` has become a space and only `%2B` is a literal `+` (docs/upstream/real-service.md#filter-decoding), as on the real
 * service: an unquoted `ron+1@…` sent unencoded looks for `ron 1@…`.
 */

/** Every operator any endpoint accepts; each endpoint allows a subset per field. */
export type FilterOperator =
  | 'eq'
  | 'like'
  | 'ilike'
  | 'in'
  | 'gt'
  | 'ge'
  | 'lt'
  | 'le'
  | 'contains';

export interface FilterClause {
  op: string;
  field: string;
  /** One value, or several for `in`. */
  values: string[];
}

export const MAX_FILTER_CLAUSES = 10;

/** The only 400 body the real service documents for a filter (no `status` member). */
export const FILTER_ERROR_BODY =
  '{"errors":[{"title":"Bad Request","detail":"Could not parse the supplied filter"}]}';

const NAME = /[a-z_]/;
const BARE = /[A-Za-z0-9$\-_*.@+ ]/;

class Reader {
  readonly text: string;
  at = 0;
  constructor(text: string) {
    this.text = text;
  }
  peek(): string | undefined {
    return this.text[this.at];
  }
  expect(char: string): boolean {
    if (this.text[this.at] !== char) return false;
    this.at++;
    return true;
  }
  name(): string {
    const start = this.at;
    while (NAME.test(this.text[this.at] ?? '')) this.at++;
    return this.text.slice(start, this.at);
  }
  /** A quoted or bare operand, or null when there is none or it is not closed. */
  operand(): string | null {
    const quote = this.peek();
    if (quote === '"' || quote === "'") {
      this.at++;
      let out = '';
      for (;;) {
        const char = this.text[this.at++];
        if (char === undefined) return null;
        if (char === quote) return out;
        if (char === '\\') {
          const escaped = this.text[this.at++];
          if (escaped === undefined) return null;
          out += escaped;
        } else out += char;
      }
    }
    const start = this.at;
    while (BARE.test(this.text[this.at] ?? '')) this.at++;
    return this.at > start ? this.text.slice(start, this.at) : null;
  }
}

/**
 * Parses a decoded `filter` value; null when it does not parse (the caller answers 400).
 * @example parseFilter(`eq(email,"ron+1@example.com"):eq(outstanding,true)`)
 * // [{ op: 'eq', field: 'email', values: ['ron+1@example.com'] }, { op: 'eq', field: 'outstanding', values: ['true'] }]
 */
export function parseFilter(text: string): FilterClause[] | null {
  const reader = new Reader(text);
  const clauses: FilterClause[] = [];
  do {
    const op = reader.name();
    if (!op || !reader.expect('(')) return null;
    const field = reader.name();
    if (!field || !reader.expect(',')) return null;
    const values: string[] = [];
    do {
      const value = reader.operand();
      if (value === null) return null;
      values.push(value);
    } while (op === 'in' && reader.expect(','));
    if (!reader.expect(')')) return null;
    clauses.push({ op, field, values });
    if (clauses.length > MAX_FILTER_CLAUSES) return null;
  } while (reader.expect(':'));
  return reader.peek() === undefined ? clauses : null;
}

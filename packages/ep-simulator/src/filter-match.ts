/**
 * Applies parsed filter clauses to resources. Each endpoint declares its fields: how to read the
 * value from a resource, its kind and the operators it allows; anything else fails the whole
 * filter (400). `eq` and `like` compare text exactly, case included (docs/upstream/real-service.md#case-sensitivity-of-eq); `ilike` (account
 * members, docs/upstream/navigation.md#account-members) ignores case and takes `*` anywhere in the value; UUIDs compare without regard
 * to case, as ids do everywhere in the simulator.
 */
import { isUuid } from '@pc/contract';
import type { FilterClause, FilterOperator } from './filter.ts';

export type FieldKind = 'text' | 'uuid' | 'boolean' | 'date' | 'tags';

export interface FilterField<T> {
  kind: FieldKind;
  ops: readonly FilterOperator[];
  get(item: T): string | boolean | readonly string[] | null | undefined;
}

export type FilterFields<T> = Record<string, FilterField<T>>;

type Test = (value: unknown) => boolean;

/** `YYYY-MM-DD`, Unix milliseconds, or an RFC 3339 timestamp (docs/upstream/navigation.md#filter-grammar "Dates"). */
function dateMs(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}

/** `*` only at the start, the end or both; null for one in the middle. */
function likeTest(pattern: string): Test | null {
  const start = pattern.startsWith('*');
  const end = pattern.length > 1 && pattern.endsWith('*');
  const core = pattern.slice(start ? 1 : 0, end ? -1 : undefined);
  if (core.includes('*')) return null;
  return (value) => {
    if (typeof value !== 'string') return false;
    if (start && end) return value.includes(core);
    if (start) return value.endsWith(core);
    if (end) return value.startsWith(core);
    return value === core;
  };
}

/**
 * Case-insensitive, `*` matching any run of characters wherever it stands. Matched piece by piece
 * (the first at the start, the last at the end, the others in order between), not by turning the
 * value into `^a.*b.*c$`: with many `*` that expression is polynomial (the ReDoS check in
 * tooling/redos-check), and the value comes from whoever calls the store.
 */
function ilikeTest(pattern: string): Test {
  const [first = '', ...rest] = pattern.toLowerCase().split('*');
  const last = rest.pop();
  return (value) => {
    if (typeof value !== 'string') return false;
    const text = value.toLowerCase();
    if (last === undefined) return text === first;
    if (!text.startsWith(first) || text.length < first.length + last.length) return false;
    const end = text.length - last.length;
    if (!text.endsWith(last)) return false;
    let at = first.length;
    for (const piece of rest) {
      const found = text.indexOf(piece, at);
      if (found === -1 || found + piece.length > end) return false;
      at = found + piece.length;
    }
    return true;
  };
}

function compare(op: FilterOperator, a: number | string, b: number | string): boolean {
  if (op === 'gt') return a > b;
  if (op === 'ge') return a >= b;
  if (op === 'lt') return a < b;
  if (op === 'le') return a <= b;
  return a === b;
}

function clauseTest(kind: FieldKind, op: FilterOperator, values: string[]): Test | null {
  const [value = ''] = values;
  switch (kind) {
    case 'boolean':
      if (value !== 'true' && value !== 'false') return null;
      return (v) => v === (value === 'true');
    case 'uuid': {
      if (!values.every(isUuid)) return null;
      const wanted = values.map((v) => v.toLowerCase());
      if (op === 'in') return (v) => typeof v === 'string' && wanted.includes(v.toLowerCase());
      return (v) => typeof v === 'string' && compare(op, v.toLowerCase(), value.toLowerCase());
    }
    case 'date': {
      const ms = dateMs(value);
      if (ms === null) return null;
      return (v) => typeof v === 'string' && compare(op, Date.parse(v), ms);
    }
    case 'tags':
      return (v) => Array.isArray(v) && v.includes(value);
    case 'text':
      if (op === 'like') return likeTest(value);
      if (op === 'ilike') return ilikeTest(value);
      return (v) => v === value;
  }
}

/**
 * The resources matching every clause, or null when a clause names a field or operator the
 * endpoint does not allow, or a value its field cannot hold.
 * @example applyFilter(subscribers, parseFilter('eq(name,"Ron Swanson")') ?? [], SUBSCRIBER_FIELDS)
 */
export function applyFilter<T>(
  items: readonly T[],
  clauses: readonly FilterClause[],
  fields: FilterFields<T>,
): T[] | null {
  const tests: { get: FilterField<T>['get']; test: Test }[] = [];
  for (const clause of clauses) {
    const field = Object.hasOwn(fields, clause.field) ? fields[clause.field] : undefined;
    const op = clause.op as FilterOperator;
    if (!field?.ops.includes(op)) return null;
    if (clause.values.length > 1 && op !== 'in') return null;
    const test = clauseTest(field.kind, op, clause.values);
    if (!test) return null;
    tests.push({ get: field.get, test });
  }
  return items.filter((item) => tests.every(({ get, test }) => test(get(item))));
}

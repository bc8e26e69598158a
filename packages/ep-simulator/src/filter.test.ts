import { describe, expect, it } from 'vitest';
import { parseFilter } from './filter.ts';
import { applyFilter, type FilterFields } from './filter-match.ts';

interface Row {
  id: string;
  name: string;
  email: string;
  paid: boolean;
  created_at: string;
}

const rows: Row[] = [
  {
    id: 'aaaaaaaa-0000-4000-8000-000000000001',
    name: 'Acme Corporation',
    email: 'Ron.Swanson+billing@Example.com',
    paid: true,
    created_at: '2026-01-01T00:00:00Z',
  },
  {
    id: 'aaaaaaaa-0000-4000-8000-000000000002',
    name: "Food 'n Stuff",
    email: 'ron@foodnstuff.example',
    paid: false,
    created_at: '2026-02-01T00:00:00Z',
  },
  {
    id: 'aaaaaaaa-0000-4000-8000-000000000003',
    name: 'Acme "East"',
    email: 'east@acme.example',
    paid: false,
    created_at: '2026-03-01T00:00:00Z',
  },
];

const FIELDS: FilterFields<Row> = {
  id: { kind: 'uuid', ops: ['eq', 'in', 'gt', 'lt'], get: (r) => r.id },
  name: { kind: 'text', ops: ['eq', 'like'], get: (r) => r.name },
  email: { kind: 'text', ops: ['eq'], get: (r) => r.email },
  paid: { kind: 'boolean', ops: ['eq'], get: (r) => r.paid },
  created_at: { kind: 'date', ops: ['gt', 'le'], get: (r) => r.created_at },
};

/** Names matching `filter` as it arrives after query decoding, or null for a 400. */
function names(filter: string): string[] | null {
  const clauses = parseFilter(filter);
  if (!clauses) return null;
  return applyFilter(rows, clauses, FIELDS)?.map((r) => r.name) ?? null;
}

/** What URLSearchParams makes of the raw query text, as the simulator reads it. */
const decoded = (raw: string) => new URLSearchParams(`filter=${raw}`).get('filter') ?? '';

describe('parseFilter', () => {
  it('reads op(field,value) clauses joined by : as AND', () => {
    expect(parseFilter('eq(name,Acme):eq(paid,true)')).toEqual([
      { op: 'eq', field: 'name', values: ['Acme'] },
      { op: 'eq', field: 'paid', values: ['true'] },
    ]);
  });

  it('reads double and single quotes, \\ escaping the next character', () => {
    expect(parseFilter(`eq(name,'Food \\'n Stuff')`)?.[0]?.values).toEqual(["Food 'n Stuff"]);
    expect(parseFilter(`eq(name,"Acme \\"East\\"")`)?.[0]?.values).toEqual(['Acme "East"']);
    expect(parseFilter(`eq(email,"a:b,c(d)@e")`)?.[0]?.values).toEqual(['a:b,c(d)@e']);
  });

  it('reads in() lists, quoted or bare', () => {
    expect(parseFilter(`in(id,a1,"b-2",'c 3')`)?.[0]?.values).toEqual(['a1', 'b-2', 'c 3']);
  });

  it.each([
    ['an unclosed quote', 'eq(name,"Acme)'],
    ['a missing parenthesis', 'eq(name,Acme'],
    ['no value', 'eq(name,)'],
    ['a character that needs quotes', 'eq(email,ron/example.com)'],
    ['a trailing colon', 'eq(name,Acme):'],
    ['text after the clause', 'eq(name,Acme)x'],
    ['an operator without a field', 'is_null(name)'],
    ['empty text', ''],
    ['two values for eq', 'eq(name,a,b)'],
  ])('rejects %s', (_, text) => {
    expect(parseFilter(text)).toBeNull();
  });

  it('accepts 10 clauses and rejects 11', () => {
    const clause = 'eq(name,Acme)';
    expect(parseFilter(Array(10).fill(clause).join(':'))).toHaveLength(10);
    expect(parseFilter(Array(11).fill(clause).join(':'))).toBeNull();
  });
});

describe('applyFilter', () => {
  it('matches eq exactly, case included', () => {
    expect(names('eq(email,"Ron.Swanson+billing@Example.com")')).toEqual(['Acme Corporation']);
    expect(names('eq(email,"ron.swanson+billing@example.com")')).toEqual([]);
  });

  it('reads %2B as a literal + and an unencoded + as a space', () => {
    const encoded = decoded(encodeURIComponent('eq(email,"Ron.Swanson+billing@Example.com")'));
    expect(names(encoded)).toEqual(['Acme Corporation']);
    const raw = decoded('eq(email,"Ron.Swanson+billing@Example.com")');
    expect(raw).toContain('Ron.Swanson billing@');
    expect(names(raw)).toEqual([]);
  });

  it('supports like with * at the start, the end or both, case-sensitive', () => {
    expect(names('like(name,Acme*)')).toEqual(['Acme Corporation', 'Acme "East"']);
    expect(names('like(name,*Stuff)')).toEqual(["Food 'n Stuff"]);
    expect(names('like(name,*corp*)')).toEqual([]);
    expect(names('like(name,*Corp*)')).toEqual(['Acme Corporation']);
    expect(names('like(name,Ac*me)')).toBeNull();
  });

  it('compares UUIDs without regard to case and requires UUID values', () => {
    expect(names('eq(id,AAAAAAAA-0000-4000-8000-000000000002)')).toEqual(["Food 'n Stuff"]);
    expect(
      names('in(id,aaaaaaaa-0000-4000-8000-000000000001,aaaaaaaa-0000-4000-8000-000000000003)'),
    ).toEqual(['Acme Corporation', 'Acme "East"']);
    expect(names('gt(id,aaaaaaaa-0000-4000-8000-000000000002)')).toEqual(['Acme "East"']);
    expect(names('eq(id,not-a-uuid)')).toBeNull();
  });

  it('takes bare booleans and rejects other values', () => {
    expect(names('eq(paid,false)')).toEqual(["Food 'n Stuff", 'Acme "East"']);
    expect(names('eq(paid,yes)')).toBeNull();
  });

  it('compares dates as YYYY-MM-DD, Unix ms or a quoted timestamp', () => {
    expect(names('gt(created_at,2026-01-15)')).toEqual(["Food 'n Stuff", 'Acme "East"']);
    expect(names(`le(created_at,${Date.parse('2026-02-01T00:00:00Z')})`)).toEqual([
      'Acme Corporation',
      "Food 'n Stuff",
    ]);
    expect(names('gt(created_at,"2026-02-01T00:00:00.000Z")')).toEqual(['Acme "East"']);
    expect(names('gt(created_at,yesterday)')).toBeNull();
  });

  it('rejects an unknown field and an operator the field does not allow', () => {
    expect(names('eq(phone,123)')).toBeNull();
    expect(names('like(email,*example*)')).toBeNull();
    expect(names('ilike(name,acme)')).toBeNull();
    expect(names('eq(constructor,x)')).toBeNull();
  });

  it('ANDs clauses', () => {
    expect(names('like(name,Acme*):eq(paid,false)')).toEqual(['Acme "East"']);
  });
});

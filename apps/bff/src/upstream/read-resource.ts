/**
 * One upstream GET read as a typed resource: exact JSON (no int64 rounded), the contract's
 * schema, and Elastic Path's status mapped to what the browser should see. A 404 is `null` for
 * the caller to name ("Invoice not found"); any other non-200, a body that is not JSON, or one
 * of the wrong shape is a 502 that says so, with the detail in the log only; so is a list with
 * more rows than its `page[limit]` asked for, or a row of another owner than its path or its
 * filter names. A body that passed these checks enters the replica's read cache
 * (upstream/read-cache.ts), and the same path and query are then answered from it until it
 * expires, checked by the schema again; a 404 enters it for a few seconds.
 */
import { MAX_PAGE_LIMIT, parseExactJson } from '@pc/contract';
import type { z } from 'zod';
import { UpstreamInvalidError } from '../core/errors.ts';
import type { Logger } from '../log/logger.ts';
import { currentScope, noteReadAt } from '../store-budget/request-scope.ts';
import { templateOf } from './paths.ts';
import { NOT_FOUND, type ReadCache } from './read-cache.ts';
import {
  foreignRow,
  ownerName,
  ownerOfFilter,
  ownerOfPath,
  rowOutsideFilter,
} from './row-ownership.ts';
import type { UpstreamGet } from './upstream-client.ts';

export interface Upstream {
  client: UpstreamGet;
  log: Logger;
  /** Absent: every read goes upstream (tests of the reader alone). */
  cache?: ReadCache;
}

const UNEXPECTED = 'Elastic Path sent an unexpected response.';

/** An upstream status the caller did not expect (a 502); `upstreamStatus` says which. */
export class UpstreamStatusError extends UpstreamInvalidError {
  override name = 'UpstreamStatusError';
  readonly upstreamStatus: number;

  constructor(upstreamStatus: number) {
    super(`Elastic Path answered with status ${upstreamStatus}.`);
    this.upstreamStatus = upstreamStatus;
  }
}

/** @returns the parsed body, or null when Elastic Path answered 404. */
export async function readResource<S extends z.ZodType>(
  { client, log, cache }: Upstream,
  schema: S,
  path: string,
  search = '',
): Promise<z.output<S> | null> {
  const cached = cache?.get(path, search);
  if (cached === NOT_FOUND) return null;
  if (cached !== undefined) return checkedShape(log, schema, path, cached);
  const { status, text } = await client.get(path, search, currentScope()?.answered);
  if (status === 404) {
    if (cache) {
      const readAt = cache.now();
      cache.setNotFound(path, search, readAt);
      noteReadAt(readAt);
    }
    return null;
  }
  if (status !== 200) {
    log.warn('upstream.unexpected_status', { upstreamStatus: status, path: templateOf(path) });
    throw new UpstreamStatusError(status);
  }
  let body: unknown;
  try {
    body = parseExactJson(text);
  } catch (cause) {
    log.warn('upstream.invalid_json', { path: templateOf(path) });
    throw new UpstreamInvalidError(UNEXPECTED, { cause });
  }
  const rows = (body as { data?: unknown } | null)?.data;
  if (Array.isArray(rows)) {
    // A list never holds more than was asked for (or than Elastic Path's largest page).
    const limit = Number(new URLSearchParams(search).get('page[limit]') || MAX_PAGE_LIMIT);
    if (rows.length > limit) {
      log.warn('upstream.too_many_rows', { path: templateOf(path), rows: rows.length, limit });
      throw new UpstreamInvalidError(
        `Elastic Path sent ${rows.length} rows for a page of at most ${limit}; the page is not shown.`,
      );
    }
    const owned = ownerOfPath(path);
    const foreign = owned && foreignRow(rows, owned.owner);
    if (owned && foreign) {
      log.warn('upstream.foreign_row', { path: templateOf(path), ...foreign });
      throw new UpstreamInvalidError(
        `Elastic Path sent ${owned.rows === 'invoice' ? 'an' : 'a'} ${owned.rows} of another ${ownerName(foreign.field)} than the one asked for; the page is not shown.`,
      );
    }
    const filtered = ownerOfFilter(search);
    const outside = filtered && rowOutsideFilter(rows, filtered);
    if (filtered && outside !== null) {
      log.warn('upstream.foreign_row', {
        path: templateOf(path),
        field: filtered.field,
        index: outside,
      });
      throw new UpstreamInvalidError(
        `Elastic Path sent rows of another ${filtered.field} than the list asked for; the page is not shown.`,
      );
    }
  }
  const checked = checkedShape(log, schema, path, body);
  if (cache) {
    const readAt = cache.now();
    cache.set(path, search, body, text.length, readAt);
    noteReadAt(readAt);
  }
  return checked;
}

/** The body in the schema's shape. @throws UpstreamInvalidError (logged) when it is not. */
function checkedShape<S extends z.ZodType>(
  log: Logger,
  schema: S,
  path: string,
  body: unknown,
): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    log.warn('upstream.invalid_body', {
      path: templateOf(path),
      field: issue?.path.join('.'),
      issue: issue?.message,
    });
    throw new UpstreamInvalidError(UNEXPECTED, { cause: parsed.error });
  }
  return parsed.data;
}

/** Pages are read at the largest length Elastic Path allows: the fewest round trips. */
const PAGE = MAX_PAGE_LIMIT;

/**
 * Pages read at once after a full one when the list has no total (the real service sends none):
 * the next two, so up to 300 rows take two round trips instead of three; the price is at most
 * one empty page more than reading one by one would ask for.
 */
const READ_AHEAD_PAGES = 2;

/** The list's total when it says one (spec mode, Account Management); null otherwise. */
function totalOf(page: { meta?: { results?: { total?: number | null } | null } | null }) {
  return page.meta?.results?.total ?? null;
}

/**
 * Every page of a list (100 a page) up to `maxItems`, in the order the upstream gave. The pages
 * after the first are read together, not one after another: all of them when the first says
 * the total (through the page a short or empty answer ends, as reading one by one would), else
 * `READ_AHEAD_PAGES` at a time. A list that turns out longer than its total said is read on.
 */
export async function readAllPages<T>(
  upstream: Upstream,
  schema: z.ZodType<{ data: T[]; meta?: { results?: { total?: number | null } | null } | null }>,
  path: string,
  params: Record<string, string>,
  maxItems: number,
): Promise<{ items: T[]; complete: boolean; found: boolean }> {
  const read = (offset: number) => {
    const search = new URLSearchParams({
      ...params,
      'page[offset]': String(offset),
      'page[limit]': String(PAGE),
    });
    return readResource(upstream, schema, path, search.toString());
  };
  const first = await read(0);
  if (first === null) return { items: [], complete: true, found: false };
  const items: T[] = [...first.data];
  if (first.data.length < PAGE) return { items, complete: true, found: true };
  const total = totalOf(first);
  let offset = PAGE;
  let end =
    total === null ? offset + READ_AHEAD_PAGES * PAGE : (Math.floor(total / PAGE) + 1) * PAGE;
  while (offset < maxItems) {
    const offsets: number[] = [];
    for (let at = offset; at < Math.min(end, maxItems); at += PAGE) offsets.push(at);
    if (offsets.length === 0) offsets.push(offset);
    const pages = await Promise.all(offsets.map(read));
    for (const page of pages) {
      if (page === null) return { items, complete: true, found: true };
      items.push(...page.data);
      if (page.data.length < PAGE) return { items, complete: true, found: true };
    }
    offset += offsets.length * PAGE;
    end = offset + READ_AHEAD_PAGES * PAGE;
  }
  return { items, complete: false, found: true };
}

/**
 * What every API route does before its own work, in the order the real service's layers would:
 * count the request, serve a queued fault (faults need no token), check the bearer token; then
 * the shared checks of ids, page parameters and filters.
 */
import { isUuid } from '@pc/contract';
import type { Context } from 'hono';
import { countRoute } from './counters.ts';
import { epError, invalidTokenError, jsonResponse } from './ep-errors.ts';
import type { RouteKey } from './fault-targets.ts';
import { renderFault } from './faults.ts';
import { FILTER_ERROR_BODY, type FilterClause, parseFilter } from './filter.ts';
import { applyFilter, type FilterFields } from './filter-match.ts';
import { type PageRequest, parsePageParams } from './pagination.ts';
import type { SimulatorState } from './simulator-state.ts';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Counts the request, then answers with a queued fault or a 401, or undefined to go on.
 * @example const stop = await admit(state, c, 'invoices.get'); if (stop) return stop;
 */
export async function admit(
  state: SimulatorState,
  c: Context,
  route: RouteKey,
): Promise<Response | undefined> {
  countRoute(state.counters, route);
  const fault = state.faults.take(route);
  if (fault) return renderFault(fault, route, c.req.raw.signal);
  const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
  if (token === undefined || !state.tokens.isValid(token)) return invalidTokenError();
  return undefined;
}

/** A 400 naming the path parameter that is not a UUID, or undefined. */
export function badUuid(c: Context, ...names: string[]): Response | undefined {
  for (const name of names) {
    if (!isUuid(c.req.param(name) ?? '')) return epError(400, `${name} must be a UUID`);
  }
  return undefined;
}

/** The request's page, or the 400 for a bad page parameter. */
export function pageOrError(state: SimulatorState, url: URL): PageRequest | Response {
  const parsed = parsePageParams(url.searchParams, state.pageLength);
  return parsed.ok ? parsed.page : epError(400, parsed.detail);
}

/** The documented filter 400, body exactly as EP writes it (docs/upstream/navigation.md#filter-grammar). */
function filterError(): Response {
  return jsonResponse(FILTER_ERROR_BODY, 400);
}

/** The parsed `filter` ([] when absent), or the filter 400 when it does not parse. */
function filterOrError(url: URL): FilterClause[] | Response {
  const text = url.searchParams.get('filter');
  if (text === null) return [];
  return parseFilter(text) ?? filterError();
}

/** `{"data":…}` for a single GET. */
export function single(json: string): Response {
  return jsonResponse(`{"data":${json}}`);
}

/** The 404 of a single GET. */
export function notFound(kind: string, id: string): Response {
  return epError(404, `${kind} ${id} was not found`);
}

export interface ListRequest<T> {
  url: URL;
  page: PageRequest;
  /** Every resource matching the filter, before paging. */
  matches: T[];
}

/**
 * The common start of a filtered list: admit, read the page, parse and apply the filter.
 * @example const list = await readList(state, c, 'subscribers.list', items, FIELDS); if (list instanceof Response) return list;
 */
export async function readList<T>(
  state: SimulatorState,
  c: Context,
  route: RouteKey,
  items: readonly T[],
  fields: FilterFields<T>,
): Promise<ListRequest<T> | Response> {
  const stop = await admit(state, c, route);
  if (stop) return stop;
  const url = new URL(c.req.url);
  const page = pageOrError(state, url);
  if (page instanceof Response) return page;
  const clauses = filterOrError(url);
  if (clauses instanceof Response) return clauses;
  const matches = applyFilter(items, clauses, fields);
  return matches ? { url, page, matches } : filterError();
}

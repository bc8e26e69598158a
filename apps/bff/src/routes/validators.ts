/**
 * The validators every route shares: path ids must be UUIDs, a paged route accepts only
 * `page[offset]` and `page[limit]`, each once, and a route without a query accepts none.
 * Anything else is a 400 naming the parameter, before anything goes upstream.
 */
import { zValidator } from '@hono/zod-validator';
import { isUuid, pageLimitSchema, pageOffsetSchema } from '@pc/contract';
import type { MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { ApiHttpError } from '../core/errors.ts';

/**
 * Validates path ids; `names` maps each route parameter to the name a 400 reports.
 * @example uuidParams({ invoiceId: 'invoiceId' })
 */
export function uuidParams<const K extends string>(names: Record<K, string>) {
  return validator('param', (params: Record<string, string>) => {
    const ids = {} as Record<K, string>;
    for (const key of Object.keys(names) as K[]) {
      const value = params[key] ?? '';
      if (!isUuid(value)) {
        throw new ApiHttpError(400, `${names[key]} must be a UUID.`, { parameter: names[key] });
      }
      // Canonical as Elastic Path writes ids: one object is never audited under two spellings.
      ids[key] = value.toLowerCase();
    }
    return ids;
  });
}

/** One value of a query parameter; a repeated one is refused. */
export function single(name: string, value: string | string[] | undefined): string | undefined {
  if (Array.isArray(value))
    throw new ApiHttpError(400, `${name} may be given only once.`, { parameter: name });
  return value;
}

function unknownParameter(name: string, allowed: readonly string[]): ApiHttpError {
  const accepted =
    allowed.length === 0
      ? 'this address takes no query parameters'
      : `only ${allowed.join(' and ')} ${allowed.length === 1 ? 'is' : 'are'} accepted`;
  return new ApiHttpError(400, `Unknown query parameter ${name}: ${accepted}.`, {
    parameter: name,
  });
}

/**
 * For a route that takes no query: a typo (`?page=2`) or a probe is refused by name rather than
 * looking accepted. A middleware, not a validator, so the typed client's input stays empty.
 */
export const noQuery: MiddlewareHandler = async (c, next) => {
  onlyQuery(c.req.queries(), []);
  await next();
};

/** Refuses any query parameter not in `allowed`. */
export function onlyQuery(query: Record<string, string | string[]>, allowed: readonly string[]) {
  for (const name of Object.keys(query)) {
    if (!allowed.includes(name)) throw unknownParameter(name, allowed);
  }
}

/**
 * A contract schema's refusal of a query as a 400 naming the parameter: the first issue, worded
 * `<parameter> <message>.` (a strict object's unknown key is named as `onlyQuery` names it).
 * @throws ApiHttpError always
 */
export function refuseInvalid(error: z.core.$ZodError, allowed: readonly string[]): never {
  const issue = error.issues[0];
  if (issue?.code === 'unrecognized_keys') throw unknownParameter(issue.keys[0] ?? '', allowed);
  const parameter = String(issue?.path[0] ?? allowed[0]);
  throw new ApiHttpError(400, `${parameter} ${issue?.message}.`, { parameter, cause: error });
}

const PAGE_QUERY = ['page[offset]', 'page[limit]'] as const;

/** `page[offset]` (default 0) and `page[limit]` (default: the store's page length). */
export const pageQuery = validator('query', (query: Record<string, string | string[]>) => {
  onlyQuery(query, PAGE_QUERY);
  const offsetText = single('page[offset]', query['page[offset]']);
  const limitText = single('page[limit]', query['page[limit]']);
  const offset =
    offsetText === undefined
      ? { success: true as const, data: 0 }
      : pageOffsetSchema.safeParse(offsetText);
  if (!offset.success) {
    throw new ApiHttpError(400, `page[offset] ${offset.error.issues[0]?.message}.`, {
      parameter: 'page[offset]',
    });
  }
  const limit =
    limitText === undefined
      ? { success: true as const, data: undefined }
      : pageLimitSchema.safeParse(limitText);
  if (!limit.success) {
    throw new ApiHttpError(400, `page[limit] ${limit.error.issues[0]?.message}.`, {
      parameter: 'page[limit]',
    });
  }
  // Named as on the wire: the web app's typed client reads the query's keys from here.
  return { 'page[offset]': offset.data, 'page[limit]': limit.data };
});

/** The validated page of a `pageQuery` route. */
export function pageOf(query: { 'page[offset]': number; 'page[limit]': number | undefined }) {
  return { offset: query['page[offset]'], limit: query['page[limit]'] };
}

/**
 * A JSON body checked by a contract schema (`@hono/zod-validator`, as the search's query is):
 * a refusal is a 400 naming the field at fault by its path (`promise.amount.currency`), and says
 * nothing was written.
 */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return zValidator('json', schema, (result) => {
    if (result.success) return;
    const issue = result.error.issues[0];
    const parameter =
      issue?.code === 'unrecognized_keys'
        ? (issue.keys[0] ?? 'body')
        : issue?.path.map(String).join('.') || 'body';
    const what = issue?.code === 'unrecognized_keys' ? 'is not a field this takes' : issue?.message;
    throw new ApiHttpError(400, `${parameter} ${what}. Nothing was written.`, {
      parameter,
      cause: result.error,
    });
  });
}

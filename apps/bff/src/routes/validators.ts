/**
 * The validators every route shares, each a `zValidator` on a contract schema: path ids must be
 * UUIDs, a paged route accepts only `page[offset]` and `page[limit]`, each once, and a route
 * without a query accepts none. Anything else is a 400 naming the parameter, before anything goes
 * upstream: the hook turns zod's first issue into the API's error shape instead of zod's body.
 */
import { zValidator } from '@hono/zod-validator';
import { pageLimitSchema, pageOffsetSchema, uuidSchema } from '@pc/contract';
import { z } from 'zod';
import { ApiHttpError } from '../core/errors.ts';

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
 * A contract schema's refusal of a query as a 400 naming the parameter, worded
 * `<parameter> <message>.`; an unknown parameter is named first, whatever else is wrong.
 * @throws ApiHttpError always
 */
export function refuseInvalid(error: z.core.$ZodError, allowed: readonly string[]): never {
  const issue = error.issues.find((i) => i.code === 'unrecognized_keys') ?? error.issues[0];
  if (issue?.code === 'unrecognized_keys') throw unknownParameter(issue.keys[0] ?? '', allowed);
  const parameter = String(issue?.path[0] ?? allowed[0]);
  throw new ApiHttpError(400, `${parameter} ${issue?.message}.`, { parameter, cause: error });
}

/**
 * A query validated by `schema`, refused by name (`allowed` words the refusal of an unknown one).
 * @example queryOf(searchRequestSchema, ['q'])
 */
export function queryOf<T extends z.ZodType>(schema: T, allowed: readonly string[]) {
  return zValidator('query', schema, (result) => {
    if (!result.success) refuseInvalid(result.error, allowed);
  });
}

/** A query value given once: Hono hands a repeated one over as an array. */
function once<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string({
      error: (issue) => (Array.isArray(issue.input) ? 'may be given only once' : undefined),
    })
    .pipe(schema);
}

// Canonical as Elastic Path writes ids: one object is never audited under two spellings.
const uuidParam = uuidSchema.transform((id) => id.toLowerCase());

/**
 * Validates path ids; `names` maps each route parameter to the name a 400 reports.
 * @example uuidParams({ invoiceId: 'invoiceId' })
 */
export function uuidParams<const K extends string>(names: Record<K, string>) {
  const keys = Object.keys(names) as K[];
  const shape = Object.fromEntries(keys.map((key) => [key, uuidParam])) as Record<
    K,
    typeof uuidParam
  >;
  return zValidator('param', z.object(shape), (result) => {
    if (result.success) return;
    const name = names[result.error.issues[0]?.path[0] as K] ?? keys[0];
    throw new ApiHttpError(400, `${name} must be a UUID.`, { parameter: name });
  });
}

/**
 * For a route that takes no query: a typo (`?page=2`) or a probe is refused by name rather than
 * looking accepted. Optional, so the typed client's input stays empty.
 */
export const noQuery = queryOf(z.strictObject({}).optional(), []);

/** `page[offset]` (default 0) and `page[limit]` (default: the store's page length). */
export const pageQuery = queryOf(
  // Named as on the wire: the web app's typed client reads the query's keys from here.
  z.strictObject({
    'page[offset]': once(pageOffsetSchema)
      .optional()
      .transform((offset) => offset ?? 0),
    'page[limit]': once(pageLimitSchema).optional(),
  }),
  ['page[offset]', 'page[limit]'],
);

/** The validated page of a `pageQuery` route. */
export function pageOf(query: { 'page[offset]': number; 'page[limit]'?: number | undefined }) {
  return { offset: query['page[offset]'], limit: query['page[limit]'] };
}

/**
 * A JSON body checked by a contract schema: a refusal is a 400 naming the field at fault by its
 * path (`promise.amount.currency`), and says nothing was written.
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

/**
 * `GET /api/subscriptions/{subscription_uuid}/invoices/{invoice_uuid}/payments` — the one
 * read-only route the browser uses. Every input is validated before anything goes upstream:
 * a bad id, a bad page value or any unknown query parameter is a 400 naming the parameter.
 */
import { isUuid, pageLimitSchema, pageOffsetSchema } from '@pc/contract';
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import { type Audit, recordPaymentsViewed } from '../audit/audit.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiHttpError } from '../http/errors.ts';
import type { Logger } from '../log/logger.ts';
import { getPaymentsPage } from '../upstream/payments-client.ts';
import type { UpstreamClient } from '../upstream/upstream-client.ts';

const ALLOWED_QUERY = new Set(['page[offset]', 'page[limit]']);

const paramsValidator = validator('param', (params: Record<string, string>) => {
  const subscriptionId = params.subscriptionId ?? '';
  const invoiceId = params.invoiceId ?? '';
  if (!isUuid(subscriptionId)) {
    throw new ApiHttpError(400, 'subscription_uuid must be a UUID.', {
      parameter: 'subscription_uuid',
    });
  }
  if (!isUuid(invoiceId)) {
    throw new ApiHttpError(400, 'invoice_uuid must be a UUID.', { parameter: 'invoice_uuid' });
  }
  return { subscriptionId, invoiceId };
});

function single(name: string, value: string | string[] | undefined): string | undefined {
  if (Array.isArray(value))
    throw new ApiHttpError(400, `${name} may be given only once.`, { parameter: name });
  return value;
}

const queryValidator = validator('query', (query: Record<string, string | string[]>) => {
  for (const name of Object.keys(query)) {
    if (!ALLOWED_QUERY.has(name)) {
      throw new ApiHttpError(
        400,
        `Unknown query parameter ${name}: only page[offset] and page[limit] are accepted.`,
        {
          parameter: name,
        },
      );
    }
  }
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
  return { 'page[offset]': offset.data, 'page[limit]': limit.data };
});

export function paymentsRoutes(upstream: UpstreamClient, log: Logger, audit: Audit) {
  return new Hono<AppEnv>().get(
    '/subscriptions/:subscriptionId/invoices/:invoiceId/payments',
    paramsValidator,
    queryValidator,
    async (c) => {
      const { subscriptionId, invoiceId } = c.req.valid('param');
      const query = c.req.valid('query');
      const offset = query['page[offset]'];
      const limit = query['page[limit]'];
      const page = await getPaymentsPage(upstream, log, {
        subscriptionId,
        invoiceId,
        offset,
        limit,
      });
      const rows = page.data.length;
      c.set('rowsReturned', rows);
      recordPaymentsViewed(audit, c, { subscriptionId, invoiceId, offset, limit, rows });
      return c.json(page, 200);
    },
  );
}

/**
 * `POST /api/audit/exports`: the SPA reports a CSV export it made (which invoice, page, filter and
 * row count), and the BFF records it as `payments.exported`. The export itself never touches the
 * server: the rows are already in the browser.
 */
import { exportReportSchema } from '@pc/contract';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { validator } from 'hono/validator';
import type { Audit } from '../audit/audit.ts';
import type { AppEnv } from '../core/app-env.ts';
import { ApiHttpError } from '../core/errors.ts';

const exportValidator = validator('json', (body: unknown) => {
  const parsed = exportReportSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    throw new ApiHttpError(400, `${field}: ${issue?.message ?? 'invalid'}.`, { parameter: field });
  }
  return parsed.data;
});

export function auditRoutes(audit: Audit) {
  return new Hono<AppEnv>().post(
    '/audit/exports',
    bodyLimit({
      maxSize: 2048,
      onError: () => {
        throw new ApiHttpError(400, 'The export report is too large.');
      },
    }),
    exportValidator,
    (c) => {
      audit.record(c, 'payments.exported', c.req.valid('json'));
      return c.body(null, 204);
    },
  );
}

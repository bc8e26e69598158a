/**
 * What only the browser knows, reported to the trail:
 * - `POST /api/audit/exports`: a CSV export it made (which invoice, page, filter and row count),
 *   recorded as `payments.exported`. The export itself never touches the server: the rows are
 *   already in the browser.
 * - `POST /api/audit/attention-exports`: the attention list exported (its row count, filters and
 *   order), recorded as `attention.exported`.
 * - `POST /api/audit/views`: a page it has shown, recorded as `<page>.viewed` when every id it
 *   names was served to this person shortly before (409 otherwise: nothing is written).
 * Each answers 204 only once its line is written; 503 when the trail could not take it.
 */

import { zValidator } from '@hono/zod-validator';
import { attentionExportReportSchema, exportReportSchema, viewReportSchema } from '@pc/contract';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { AUDIT_UNWRITABLE } from '../audit/audit-guard.ts';
import type { AppEnv } from '../core/app-env.ts';
import { ApiHttpError } from '../core/errors.ts';
import type { RouteDeps } from './route-deps.ts';
import { noQuery } from './validators.ts';

function reportValidator<T extends z.ZodType>(schema: T) {
  return zValidator('json', schema, (result) => {
    if (result.success) return;
    const issue = result.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    throw new ApiHttpError(400, `${field}: ${issue?.message ?? 'invalid'}.`, {
      parameter: field,
    });
  });
}

const smallBody = (what: string, maxSize = 2048) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiHttpError(400, `The ${what} report is too large.`);
    },
  });

/** An attention list's page of 100 rows, each id with its served-tag, and the token: about 6 KB. */
const VIEW_BODY_MAX = 8192;

/** A 204 says "recorded": a report whose line could not be written is told so. */
const unwritten = () => new ApiHttpError(503, AUDIT_UNWRITABLE);

/** Mounted at `/api/audit`. */
export function auditRoutes({ audit }: RouteDeps) {
  return new Hono<AppEnv>()
    .post('/exports', smallBody('export'), noQuery, reportValidator(exportReportSchema), (c) => {
      if (!audit.record(c, 'payments.exported', c.req.valid('json'))) throw unwritten();
      return c.body(null, 204);
    })
    .post(
      '/attention-exports',
      smallBody('export'),
      noQuery,
      reportValidator(attentionExportReportSchema),
      (c) => {
        if (!audit.record(c, 'attention.exported', c.req.valid('json'))) throw unwritten();
        return c.body(null, 204);
      },
    )
    .post(
      '/views',
      smallBody('view', VIEW_BODY_MAX),
      noQuery,
      reportValidator(viewReportSchema),
      (c) => {
        const outcome = audit.viewed(c, c.req.valid('json'));
        if (outcome === 'unproven') {
          throw new ApiHttpError(409, 'Nothing on this page was served to you recently.');
        }
        if (outcome === 'unwritten') throw unwritten();
        return c.body(null, 204);
      },
    );
}

/**
 * The BFF's own API, the one the browser sees. The web app and the BFF import these same
 * schemas, and the web app calls the BFF through Hono's typed `hc` client.
 */
import { z } from 'zod';
import { int64StringSchema } from './int64.ts';
import { MAX_PAGE_LIMIT, MAX_PAGE_OFFSET } from './limits.ts';
import { PAYMENT_STATUSES } from './payment-status.ts';
import { uuidSchema } from './upstream.ts';

const nonNegativeIntText = /^(0|[1-9]\d{0,5})$/;

/** `page[offset]`: a whole number 0…10000; absent means 0. */
export const pageOffsetSchema = z
  .string()
  .regex(nonNegativeIntText, `must be a whole number from 0 to ${MAX_PAGE_OFFSET}`)
  .transform(Number)
  .refine((n) => n <= MAX_PAGE_OFFSET, `must be a whole number from 0 to ${MAX_PAGE_OFFSET}`);

/** `page[limit]`: a whole number 1…100; absent means the store's page length. */
export const pageLimitSchema = z
  .string()
  .regex(nonNegativeIntText, `must be a whole number from 1 to ${MAX_PAGE_LIMIT}`)
  .transform(Number)
  .refine(
    (n) => n >= 1 && n <= MAX_PAGE_LIMIT,
    `must be a whole number from 1 to ${MAX_PAGE_LIMIT}`,
  );

export const paymentSchema = z.object({
  id: uuidSchema,
  type: z.literal('subscription_invoice_payment'),
  attributes: z.object({
    success: z.boolean(),
    pending: z.boolean().optional(),
    gateway: z.string(),
    external_payment_id: z.string().optional(),
    failure_detail: z.object({ reason: z.string().optional() }).optional(),
    amount: z.object({
      currency: z.string(),
      /** Minor units, exact: a decimal digit string, never a JS number. */
      amount: int64StringSchema,
      includes_tax: z.boolean().optional(),
    }),
    manual_payment: z.boolean(),
  }),
  meta: z.object({
    owner: z.string(),
    subscription_id: uuidSchema,
    invoice_id: uuidSchema,
    job_id: uuidSchema,
    timestamps: z.object({
      created_at: z.string(),
      updated_at: z.string(),
      payment_taken_at: z.string().optional(),
    }),
  }),
});
export type Payment = z.infer<typeof paymentSchema>;

const nullableCount = z.number().int().nonnegative().nullable();

/** The paging block of every paged BFF answer. */
export const pageMetaSchema = z.object({
  page: z.object({
    /** Page length of this response; null when neither the request nor the upstream says. */
    limit: z.number().int().positive().nullable(),
    offset: z.number().int().nonnegative(),
    /** 1-based page number; null when it cannot be known. */
    current: nullableCount,
    /** Page count; null when the upstream gives no totals (the real service). */
    total: nullableCount,
    hasNext: z.boolean(),
  }),
  results: z.object({ total: nullableCount }),
});

export const paymentsPageSchema = z.object({ data: z.array(paymentSchema), meta: pageMetaSchema });
export type PaymentsPage = z.infer<typeof paymentsPageSchema>;

export const apiErrorSchema = z.object({
  errors: z
    .array(
      z.object({
        status: z.string(),
        title: z.string(),
        detail: z.string().optional(),
        /** For 400s: the parameter at fault, as JSON:API names it. */
        source: z.object({ parameter: z.string() }).optional(),
        /** What the error means to a program, where the status alone does not tell (JSON:API's `code`). */
        code: z.string().optional(),
      }),
    )
    .min(1),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const demoInvoiceSchema = z.object({
  subscriptionId: uuidSchema,
  invoiceId: uuidSchema,
  label: z.string(),
});
export type DemoInvoice = z.infer<typeof demoInvoiceSchema>;

/** What the SPA needs to know about the running BFF before it shows anything. */
export const appInfoSchema = z.object({
  /** True when the data comes from the embedded simulator, not Elastic Path. */
  simulator: z.boolean(),
  demoInvoices: z.array(demoInvoiceSchema),
  /** How staff prove who they are to this BFF (see docs/auth.md). */
  auth: z.object({
    mode: z.enum(['oidc', 'proxy', 'none']),
    /** Set when sign-in is switched off on a reachable address: show it to every visitor. */
    warning: z.string().nullable(),
    /** `oidc` only: send the browser here with `?returnTo=<path>` when an API call answers 401. */
    loginUrl: z.string().nullable(),
  }),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

/** `GET /api/me`: the signed-in person (`anonymous` when `AUTH_MODE=none`). */
export const meSchema = z.object({
  name: z.string().nullable(),
  email: z.string(),
});
export type Me = z.infer<typeof meSchema>;

/** Rows one export may hold: a page (≤ 100) or, for scope `all`, a whole invoice (≤ 1,000). */
export const MAX_EXPORT_ROWS = { page: MAX_PAGE_LIMIT, all: 1000 } as const;

/**
 * `POST /api/audit/exports`: what the SPA reports after it exported a CSV: the rows on screen
 * (`scope: 'page'`, the default for older clients) or every payment of the invoice that the
 * filter lets through (`scope: 'all'`).
 */
export const exportReportSchema = z
  .strictObject({
    subscriptionId: uuidSchema,
    invoiceId: uuidSchema,
    offset: z.number().int().min(0).max(MAX_PAGE_OFFSET),
    limit: z.number().int().min(1).max(MAX_PAGE_LIMIT).nullable(),
    rows: z.number().int().min(0).max(MAX_EXPORT_ROWS.all),
    /** The status filter in force, null for all. */
    status: z.enum(PAYMENT_STATUSES).nullable(),
    scope: z.enum(['page', 'all']).default('page'),
  })
  .superRefine((report, ctx) => {
    const max = MAX_EXPORT_ROWS[report.scope];
    if (report.rows > max) {
      ctx.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: max,
        inclusive: true,
        path: ['rows'],
        message: `at most ${max} rows for scope ${report.scope}`,
      });
    }
  });
export type ExportReport = z.infer<typeof exportReportSchema>;

/**
 * A served-tag: the BFF's signature (16 characters, base64url) of one invoice's place in one
 * attention snapshot, sent with the list and back with its view report.
 */
export const servedTagSchema = z.string().regex(/^[\w-]{16}$/, 'not a served-tag');

/** Where a view report comes from: the pages the console shows, and a payment opened on one. */
/** `attention` (the list of outstanding invoices): `id` is the snapshot's, `shown` the rows on screen. */
export const VIEWED_PAGES = [
  'customer',
  'subscription',
  'invoice',
  'payment',
  'attention',
] as const;
export type ViewedPage = (typeof VIEWED_PAGES)[number];

/**
 * `POST /api/audit/views`: the SPA reports a page it has shown, once, when it is shown: the
 * page's own object (`id`) and the other objects on screen (`shown`: linked customers,
 * subscriptions, invoices). The BFF records it only if every id was served to the same person
 * shortly before; ids are compared and recorded in lower case, as Elastic Path writes them.
 */
export const viewReportSchema = z
  .strictObject({
    page: z.enum(VIEWED_PAGES),
    id: uuidSchema.transform((id) => id.toLowerCase()),
    shown: z
      .array(uuidSchema.transform((id) => id.toLowerCase()))
      .max(100)
      .default([]),
    /** The `X-Served-Token` of the response the page's data came from, when the browser has it. */
    token: z
      .string()
      .max(200)
      .regex(/^[a-z]+\.[0-9a-fA-F-]{36}\.[0-9a-z]{1,12}\.[\w-]{43}$/, 'not a served-token')
      .optional(),
    /** The attention list's rows shown: each one's served-tag, in `shown`'s order. */
    tags: z.array(servedTagSchema).max(100).optional(),
  })
  .superRefine((report, ctx) => {
    const wanted = report.page === 'attention' ? report.shown.length : 0;
    if ((report.tags?.length ?? 0) !== wanted) {
      ctx.addIssue({
        code: 'custom',
        path: ['tags'],
        message:
          report.page === 'attention'
            ? 'one served-tag for each id shown'
            : 'only the attention list sends tags',
      });
    }
  });
export type ViewReport = z.input<typeof viewReportSchema>;

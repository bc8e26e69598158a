/**
 * The team's own records on the store's invoices and customers: cases, notes and the
 * staff directory, as the BFF serves them and the bodies it accepts. Kept by the console in its
 * own database, never in Elastic Path. docs/team-work.md has the API table.
 */
import { z } from 'zod';
import { uuidSchema } from '../upstream.ts';
import { CASE_STATES, isUtcDate } from './case-state.ts';
import { noteTextProblem } from './note-text.ts';

/** `YYYY-MM-DD`, a real calendar date, read as a UTC day. */
export const utcDateSchema = z
  .string()
  .refine(isUtcDate, 'must be a date written YYYY-MM-DD (a UTC calendar day)');

/** A person of the staff directory: who has signed in, with the name the identity provider gave. */
export const staffRefSchema = z.object({ email: z.string(), name: z.string().nullable() });
export type StaffRef = z.infer<typeof staffRefSchema>;

const INT64_MAX = 9_223_372_036_854_775_807n;

/** A positive amount in minor units, exact: digits only, no sign, no point, no leading zero. */
export const minorUnitsSchema = z
  .string()
  .refine(
    (text) =>
      text.length > 0 &&
      text.length <= 19 &&
      text[0] !== '0' &&
      [...text].every((ch) => ch >= '0' && ch <= '9') &&
      BigInt(text) <= INT64_MAX,
    'must be a whole number of minor units written in digits (1299 for 12.99), above 0',
  );

/** ISO 4217's letters; that it is the invoice's own currency is the BFF's check. */
export const currencyCodeSchema = z
  .string()
  .refine(
    (text) => text.length === 3 && [...text].every((ch) => ch >= 'A' && ch <= 'Z'),
    'must be a currency code of three capital letters',
  );

export const promiseAmountSchema = z.strictObject({
  amount: minorUnitsSchema,
  currency: currencyCodeSchema,
});

/** A promise to pay: by a date, and optionally how much (in the invoice's currency). */
export const promiseSchema = z.object({
  on: utcDateSchema,
  amount: z.object({ amount: z.string(), currency: z.string() }).nullable(),
});
export type CasePromise = z.infer<typeof promiseSchema>;

/**
 * An invoice's case. An invoice nobody has touched has one too, at `version` 0 with nothing set:
 * the first change names version 0.
 */
export const caseSchema = z.object({
  invoiceId: uuidSchema,
  /** The invoice's subscriber; null until the case was first written. */
  customerId: uuidSchema.nullable(),
  owner: staffRefSchema.nullable(),
  followUpOn: utcDateSchema.nullable(),
  /** The follow-up date is today or past (UTC), and the case is not settled. */
  followUpDue: z.boolean(),
  promise: promiseSchema.nullable(),
  state: z.enum(CASE_STATES),
  /** When the console first saw Elastic Path say paid: the case closed itself then. */
  settledAt: z.string().nullable(),
  version: z.number().int().nonnegative(),
  updatedBy: staffRefSchema.nullable(),
  updatedAt: z.string().nullable(),
  /** Notes on the invoice (hidden ones included: they are kept in history). */
  notesCount: z.number().int().nonnegative(),
});
export type Case = z.infer<typeof caseSchema>;

export const NOTE_SUBJECTS = ['invoice', 'customer'] as const;
export type NoteSubject = (typeof NOTE_SUBJECTS)[number];

/** A note: append-only; a correction is a new note, and an author may hide their own. */
export const noteSchema = z.object({
  id: uuidSchema,
  subject: z.object({ kind: z.enum(NOTE_SUBJECTS), id: uuidSchema }),
  author: staffRefSchema,
  createdAt: z.string(),
  /** The text as typed (render it as text, never as HTML); null once hidden by its author. */
  text: z.string().nullable(),
  hidden: z.boolean(),
  hiddenAt: z.string().nullable(),
});
export type Note = z.infer<typeof noteSchema>;

/** Fields of a case a person sets; the state, settling and versions are the BFF's. */
export const CASE_FIELDS = ['owner', 'followUpOn', 'promise'] as const;
export type CaseField = (typeof CASE_FIELDS)[number];

/**
 * `PATCH /api/invoices/:invoiceId/case`: the fields to change (absent: unchanged; null: cleared)
 * and the `version` the person saw; a stale version is a 409 (`caseConflictSchema`).
 */
export const changeCaseSchema = z
  .strictObject({
    version: z.number().int().nonnegative(),
    /** A staff member's email (someone who has signed in), or null for nobody. */
    owner: z.string().max(320).nullable().optional(),
    followUpOn: utcDateSchema.nullable().optional(),
    promise: z
      .strictObject({ on: utcDateSchema, amount: promiseAmountSchema.nullable().optional() })
      .nullable()
      .optional(),
  })
  .refine((body) => CASE_FIELDS.some((field) => body[field] !== undefined), {
    message: 'must name at least one of owner, followUpOn or promise',
    path: ['owner'],
  });
export type ChangeCase = z.input<typeof changeCaseSchema>;

/** `POST /api/invoices/:invoiceId/notes` and `POST /api/customers/:customerId/notes`. */
export const addNoteSchema = z.strictObject({
  text: z.string().superRefine((text, ctx) => {
    const problem = noteTextProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export type AddNote = z.input<typeof addNoteSchema>;

/** Invoices one bulk assign may name: a page of the list (≤ 100), well within 16 kB. */
export const MAX_BULK_ITEMS = 100;

/** `POST /api/cases/assign`: each invoice with the version the person saw, and the new owner. */
export const bulkAssignSchema = z.strictObject({
  items: z
    .array(z.strictObject({ invoiceId: uuidSchema, version: z.number().int().nonnegative() }))
    .min(1)
    .max(MAX_BULK_ITEMS)
    .refine(
      (items) => new Set(items.map((i) => i.invoiceId.toLowerCase())).size === items.length,
      'must name each invoice once',
    ),
  owner: z.string().max(320).nullable(),
});
export type BulkAssign = z.input<typeof bulkAssignSchema>;

/** A change of a case as the history keeps it: who, when, which fields (never their values). */
export const caseChangeSchema = z.object({
  version: z.number().int().positive(),
  fields: z.array(z.enum([...CASE_FIELDS, 'settled'])),
  by: staffRefSchema.nullable(),
  at: z.string(),
});
export type CaseChange = z.infer<typeof caseChangeSchema>;

/**
 * The 409 of a stale change: the case as it is now, and every change since the version the
 * person saw (who and when, which fields), so the page can show it and keep what they typed.
 */
export const caseConflictSchema = z.object({
  errors: z.array(z.object({ status: z.literal('409'), title: z.string(), detail: z.string() })),
  current: caseSchema,
  changes: z.array(caseChangeSchema),
});
export type CaseConflict = z.infer<typeof caseConflictSchema>;

/**
 * `GET /api/invoices/:invoiceId/case?customerId=`: the invoice's customer as the invoice page
 * read it, for the customer's notes before the case knows its customer.
 */
export const invoiceWorkQuerySchema = z.strictObject({ customerId: uuidSchema.optional() });

/** `GET /api/invoices/:invoiceId/case`: the case, its notes and the customer's, newest first. */
export const invoiceWorkSchema = z.object({
  case: caseSchema,
  notes: z.array(noteSchema),
  /** The customer's notes (the case's customer, else `?customerId=`); empty without either. */
  customerNotes: z.array(noteSchema),
  /** "Today" as the BFF judges due and broken (UTC; the injected clock in tests). */
  today: utcDateSchema,
});
export type InvoiceWork = z.infer<typeof invoiceWorkSchema>;

/** `GET /api/customers/:customerId/work`: the customer's notes and open cases. */
export const customerWorkSchema = z.object({
  notes: z.array(noteSchema),
  cases: z.array(caseSchema),
  today: utcDateSchema,
});
export type CustomerWork = z.infer<typeof customerWorkSchema>;

/** `POST /api/cases/assign`: the cases changed, and those refused with why. */
export const bulkAssignResultSchema = z.object({
  assigned: z.array(caseSchema),
  conflicts: z.array(z.object({ current: caseSchema, changes: z.array(caseChangeSchema) })),
});
export type BulkAssignResult = z.infer<typeof bulkAssignResultSchema>;

/** `GET /api/staff`: who has signed in, by name. */
export const staffDirectorySchema = z.object({
  staff: z.array(staffRefSchema.extend({ lastSeenAt: z.string() })),
});
export type StaffDirectory = z.infer<typeof staffDirectorySchema>;

/** `GET /api/my-work`: the signed-in person's open cases, due ones first. */
export const myWorkSchema = z.object({
  cases: z.array(caseSchema),
  today: utcDateSchema,
});
export type MyWork = z.infer<typeof myWorkSchema>;

/** `POST /api/notes/:noteId/hide` takes an empty JSON object: nothing but the note's id. */
export const hideNoteSchema = z.strictObject({});

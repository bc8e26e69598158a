/**
 * The tables, typed for Drizzle; the SQL that makes them is in migrations/ (the migrations are
 * the truth, this file must agree with them, and db/schema.test.ts checks it does).
 */
import type { AttentionRow } from '@pc/contract';
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const attentionLease = pgTable('attention_lease', {
  storeKey: text('store_key').primaryKey(),
  holder: text('holder').notNull(),
  generation: bigint('generation', { mode: 'number' }).notNull(),
  expiresAt: time('expires_at').notNull(),
  heartbeatAt: time('heartbeat_at').notNull(),
  notBefore: time('not_before').notNull().defaultNow(),
});

export const attentionSnapshot = pgTable('attention_snapshot', {
  storeKey: text('store_key').primaryKey(),
  completeGeneration: bigint('complete_generation', { mode: 'number' }),
  asOf: time('as_of'),
  buildingGeneration: bigint('building_generation', { mode: 'number' }),
  built: integer('built').notNull().default(0),
  found: integer('found').notNull().default(0),
  problem: text('problem'),
  failedAt: time('failed_at'),
  updatedAt: time('updated_at').notNull().defaultNow(),
});

export const attentionRowTable = pgTable(
  'attention_row',
  {
    storeKey: text('store_key').notNull(),
    generation: bigint('generation', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    customerId: text('customer_id'),
    row: jsonb('row').$type<AttentionRow>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeKey, t.generation, t.position] })],
);

export const staff = pgTable('staff', {
  email: text('email').primaryKey(),
  name: text('name'),
  firstSeenAt: time('first_seen_at').notNull().defaultNow(),
  lastSeenAt: time('last_seen_at').notNull().defaultNow(),
});

export const workCase = pgTable(
  'work_case',
  {
    storeKey: text('store_key').notNull(),
    invoiceId: text('invoice_id').notNull(),
    customerId: text('customer_id'),
    ownerEmail: text('owner_email').references(() => staff.email),
    followUpOn: date('follow_up_on', { mode: 'string' }),
    promiseOn: date('promise_on', { mode: 'string' }),
    promiseAmount: bigint('promise_amount', { mode: 'bigint' }),
    promiseCurrency: text('promise_currency'),
    version: integer('version').notNull().default(0),
    updatedBy: text('updated_by'),
    updatedAt: time('updated_at'),
    settledAt: time('settled_at'),
    closed: boolean('closed').notNull().default(false),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeKey, t.invoiceId] })],
);

export const workCaseChange = pgTable(
  'work_case_change',
  {
    storeKey: text('store_key').notNull(),
    invoiceId: text('invoice_id').notNull(),
    version: integer('version').notNull(),
    fields: text('fields').array().notNull(),
    changedBy: text('changed_by'),
    changedAt: time('changed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeKey, t.invoiceId, t.version] })],
);

export const workNote = pgTable('work_note', {
  id: uuid('id').primaryKey(),
  storeKey: text('store_key').notNull(),
  subjectKind: text('subject_kind').$type<'invoice' | 'customer'>().notNull(),
  subjectId: text('subject_id').notNull(),
  customerId: text('customer_id'),
  authorEmail: text('author_email').notNull(),
  text: text('text').notNull(),
  createdAt: time('created_at').notNull().defaultNow(),
  hidden: boolean('hidden').notNull().default(false),
  hiddenAt: time('hidden_at'),
});

-- The team's own records on the store's invoices (issue 41, decision 042): who works on what,
-- what was promised and said. Kept by the console, never written to Elastic Path.

-- Who has signed in (the staff directory): an owner must be one of them. Not per store: one
-- deployment's staff work whichever store it reads. Written at a person's first request on a
-- replica and at most every few minutes after, never once per request.
CREATE TABLE staff (
  email text PRIMARY KEY,
  name text,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);

-- One case per invoice of a store. version counts the changes people made (0: a case row that
-- only holds notes' customer); settled_at is when the console first read "paid", and closed
-- says the case needs nobody any more (the retention purge counts from settled_at).
CREATE TABLE work_case (
  store_key text NOT NULL,
  invoice_id text NOT NULL,
  customer_id text,
  owner_email text REFERENCES staff (email),
  follow_up_on date,
  promise_on date,
  promise_amount bigint CHECK (promise_amount > 0),
  promise_currency text,
  version integer NOT NULL DEFAULT 0,
  updated_by text,
  updated_at timestamptz,
  settled_at timestamptz,
  closed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (store_key, invoice_id),
  CHECK ((promise_amount IS NULL) = (promise_currency IS NULL)),
  CHECK (promise_amount IS NULL OR promise_on IS NOT NULL)
);
-- My work and Unassigned read open cases by owner; the customer page by customer; the purge by
-- settling time.
CREATE INDEX work_case_owner ON work_case (store_key, owner_email) WHERE NOT closed;
CREATE INDEX work_case_customer ON work_case (store_key, customer_id);
CREATE INDEX work_case_settled ON work_case (settled_at) WHERE closed;

-- Each change of a case: which fields (never their values), by whom, when. A stale change's 409
-- names the changes since the version it saw.
CREATE TABLE work_case_change (
  store_key text NOT NULL,
  invoice_id text NOT NULL,
  version integer NOT NULL,
  fields text[] NOT NULL,
  changed_by text,
  changed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (store_key, invoice_id, version),
  FOREIGN KEY (store_key, invoice_id) REFERENCES work_case (store_key, invoice_id) ON DELETE CASCADE
);

-- Notes: append-only (no UPDATE but the author's hidden flag). customer_id is kept for an
-- invoice's note too, so the customer's erasure finds every note about them.
CREATE TABLE work_note (
  id uuid PRIMARY KEY,
  store_key text NOT NULL,
  subject_kind text NOT NULL CHECK (subject_kind IN ('invoice', 'customer')),
  subject_id text NOT NULL,
  customer_id text,
  author_email text NOT NULL,
  text text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 4000),
  created_at timestamptz NOT NULL DEFAULT now(),
  hidden boolean NOT NULL DEFAULT false,
  hidden_at timestamptz
);
-- A subject's notes newest first, and the list's count per invoice, from one index.
CREATE INDEX work_note_subject ON work_note (store_key, subject_kind, subject_id, created_at DESC);
CREATE INDEX work_note_customer ON work_note (store_key, customer_id);

-- The attention snapshot, shared by every replica (docs/attention.md, decision 031), and the
-- extensions the store index needs (issue 40). Every table is keyed by the store (store-key.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- One refresh at a time per store: the row's holder refreshes until expires_at; a holder that
-- stops renewing is replaced, and the generation rises, so the replaced holder's writes fail.
-- not_before: when the next refresh is due (an interval after the last one started, or a
-- backoff after a failure), so the deployment, not each replica, pays one refresh per interval.
CREATE TABLE attention_lease (
  store_key text PRIMARY KEY,
  holder text NOT NULL,
  generation bigint NOT NULL,
  expires_at timestamptz NOT NULL,
  heartbeat_at timestamptz NOT NULL,
  not_before timestamptz NOT NULL DEFAULT now()
);

-- What the list shows: the last complete snapshot's generation and as-of, and the running
-- refresh's progress and problem.
CREATE TABLE attention_snapshot (
  store_key text PRIMARY KEY,
  complete_generation bigint,
  as_of timestamptz,
  building_generation bigint,
  built integer NOT NULL DEFAULT 0,
  found integer NOT NULL DEFAULT 0,
  problem text,
  failed_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The rows of a generation, in the order they were built. customer_id is kept beside the row
-- so an erasure finds a customer's rows without reading every row's JSON.
CREATE TABLE attention_row (
  store_key text NOT NULL,
  generation bigint NOT NULL,
  position integer NOT NULL,
  customer_id text,
  row jsonb NOT NULL,
  PRIMARY KEY (store_key, generation, position)
);
CREATE INDEX attention_row_customer ON attention_row (store_key, customer_id);

-- The store index the search reads first (docs/search-index.md, decision 040): what the store
-- holds that a ticket names, one row per record, keyed by the store (store-key.ts). `words` is the
-- records' names in the search's normal form (@pc/contract search-normal-form.ts), computed in
-- TypeScript because unaccent() is not immutable and cannot sit in an index expression; pg_trgm
-- (created by the first migration) matches it. `pass` is the sync pass that last saw the record;
-- invoices are added as the console reads them and keep pass 0.
CREATE TABLE search_record (
  store_key text NOT NULL,
  kind text NOT NULL,
  id text NOT NULL,
  account_id text,
  customer_id text,
  words text NOT NULL DEFAULT '',
  email text,
  reference text,
  doc jsonb NOT NULL,
  pass bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (store_key, kind, id)
);
-- GiST, not GIN: near names are read nearest first (`ORDER BY words <-> q LIMIT n`), so the index
-- scan itself stops at the bound; a GIN bitmap scan reads every posting list of the text's
-- trigrams first (decision 040 has the figures). A 256-byte signature, not the default 12: at
-- 220,000 names the short one collided so often that a three-word company took 260 ms on PGlite
-- to find its nearest hundred; the long one, 22 ms.
CREATE INDEX search_record_words_trgm ON search_record
  USING gist (words gist_trgm_ops (siglen = 256));
CREATE INDEX search_record_words ON search_record (store_key, words text_pattern_ops);
CREATE INDEX search_record_id ON search_record (store_key, id text_pattern_ops);
CREATE INDEX search_record_email ON search_record (store_key, email);
CREATE INDEX search_record_reference ON search_record (store_key, reference);
CREATE INDEX search_record_account ON search_record (store_key, account_id);
CREATE INDEX search_record_customer ON search_record (customer_id);

-- One sync for the deployment (decision 041): the lease as attention_lease has it (a holder, a
-- generation that rises at each take, so a replaced holder's writes fail), and what the last
-- complete pass found per kind (`kinds`: { kind: { asOf, records, partial } }).
CREATE TABLE search_sync (
  store_key text PRIMARY KEY,
  holder text NOT NULL,
  generation bigint NOT NULL,
  expires_at timestamptz NOT NULL,
  not_before timestamptz NOT NULL DEFAULT now(),
  as_of timestamptz,
  kinds jsonb NOT NULL DEFAULT '{}'::jsonb,
  problem text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

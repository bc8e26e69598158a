-- One lease for both background jobs (db/lease.ts): attention_lease and search_sync hold the
-- same lease columns, but attention_lease also had heartbeat_at, written at each renewal and
-- read by nothing (expires_at already says the holder renewed: a lease's length before it).
-- The lease no longer writes it; NOT NULL goes so a take can leave it out, while a replica of the
-- release before, during a rolling deploy, still writes it. Dropping the column would break
-- those replicas' takes: that waits for a release that raises schema_compat (migrate.ts).
ALTER TABLE attention_lease ALTER COLUMN heartbeat_at DROP NOT NULL;

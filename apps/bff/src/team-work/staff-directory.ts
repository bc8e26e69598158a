/**
 * The staff directory: who has signed in, with the name their identity provider gave. A person
 * is written when they sign in and then at most once per `SEEN_EVERY_MS` per replica (the first
 * request a replica sees from them, then when that time has passed): never a write per request.
 */
import type { Me, StaffDirectory } from '@pc/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { staff } from '../db/schema.ts';

/** How often a replica refreshes a person's `last_seen_at`. */
export const SEEN_EVERY_MS = 5 * 60_000;

/** The refusal of an owner nobody by that email has signed in as. */
export const NOT_STAFF =
  'owner must be a staff member who has signed in to the console. Nothing was written.';

/** Emails are compared lower-cased everywhere: an owner is one person whatever the spelling. */
export const emailKey = (email: string) => email.trim().toLowerCase();

/** Who a request is, as the team's records name people (`anonymous` without sign-in). */
export const personOf = (c: { get(key: 'user'): Me | undefined }) =>
  emailKey(c.get('user')?.email ?? 'anonymous');

export async function recordStaff(db: Db, person: Me, at: Date): Promise<void> {
  await db
    .insert(staff)
    .values({ email: emailKey(person.email), name: person.name, firstSeenAt: at, lastSeenAt: at })
    .onConflictDoUpdate({
      target: staff.email,
      // A name the provider no longer gives is kept rather than blanked.
      set: { name: sql`coalesce(excluded.name, ${staff.name})`, lastSeenAt: at },
    });
}

export async function readStaff(db: Pick<Db, 'select'>): Promise<StaffDirectory['staff']> {
  const rows = await db.select().from(staff).orderBy(asc(staff.name), asc(staff.email));
  return rows.map((r) => ({
    email: r.email,
    name: r.name,
    lastSeenAt: r.lastSeenAt.toISOString(),
  }));
}

/**
 * Who this replica has recorded lately, so a person's requests write them at most every
 * `SEEN_EVERY_MS`: `due` says whether to write now, and marks them as written.
 */
export function createSightings(now: () => number) {
  const seen = new Map<string, { at: number; name: string | null }>();
  return {
    due(person: Me): boolean {
      const key = emailKey(person.email);
      const last = seen.get(key);
      const at = now();
      if (last && at - last.at < SEEN_EVERY_MS && last.name === person.name) return false;
      seen.delete(key);
      seen.set(key, { at, name: person.name });
      // Bounded: the longest-unseen go first (a person seen again is written again, no more).
      if (seen.size > 10_000) seen.delete(seen.keys().next().value as string);
      return true;
    },
    /** A write that failed is tried again at the person's next request. */
    forget(person: Me) {
      seen.delete(emailKey(person.email));
    },
  };
}

/** Whether someone by this email has signed in (an owner must have). */
export async function isStaff(db: Pick<Db, 'select'>, email: string): Promise<boolean> {
  const [member] = await db
    .select({ email: staff.email })
    .from(staff)
    .where(eq(staff.email, emailKey(email)));
  return member !== undefined;
}

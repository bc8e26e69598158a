/**
 * What was served to whom, for a short while: the ids each person's responses carried, so that
 * a view the browser reports can be checked against what this person was actually served. Kept
 * in memory and bounded (ids per person, people): a view of something served before the bound
 * or the time-to-live dropped it is refused, and the browser's next fetch serves it again.
 */

/** Long enough for a hover, a pause and a click; the web app keeps data fresh for 30 s. */
const SERVED_TTL_MS = 10 * 60_000;
const MAX_IDS_PER_PERSON = 5_000;
const MAX_PEOPLE = 10_000;

export interface ServedMemory {
  remember(person: string, ids: readonly string[]): void;
  /** True when every id was served to `person` within the time-to-live. */
  allServed(person: string, ids: readonly string[]): boolean;
}

export function createServedMemory(now: () => number): ServedMemory {
  // Insertion order is age order: a re-served id is moved to the end.
  const people = new Map<string, Map<string, number>>();
  return {
    remember(person, ids) {
      let served = people.get(person);
      if (!served) {
        if (people.size >= MAX_PEOPLE) people.delete(people.keys().next().value as string);
        served = new Map();
      }
      people.delete(person);
      people.set(person, served);
      const expires = now() + SERVED_TTL_MS;
      for (const id of ids) {
        served.delete(id);
        served.set(id, expires);
      }
      for (const id of served.keys()) {
        if (served.size <= MAX_IDS_PER_PERSON) break;
        served.delete(id);
      }
    },
    allServed(person, ids) {
      const served = people.get(person);
      return ids.every((id) => (served?.get(id) ?? 0) > now());
    },
  };
}

/**
 * What was served to whom, for a short while: the ids each person's responses carried, and which
 * page each response was the data of (`invoice` for an invoice's id), so that a view the browser
 * reports can be checked against what this person was actually served, as what kind of page: a
 * customer's id served on the customer page is not an invoice view. Kept
 * in memory and bounded (ids per person, people): a view of something served before the bound
 * or the time-to-live dropped it is refused, and the browser's next fetch serves it again.
 */

/** Long enough for a hover, a pause and a click; the web app keeps data fresh for 30 s. */
const SERVED_TTL_MS = 10 * 60_000;
const MAX_IDS_PER_PERSON = 5_000;
const MAX_PEOPLE = 10_000;

/** The page a response was the data of, and its own id: `customer` and the customer's id. */
export interface ServedPage {
  page: string;
  id: string;
}

const pageKey = ({ page, id }: ServedPage) => `${page}:${id}`;

export interface ServedMemory {
  /** `ids` served to `person`; `page`, when the response was the data of one page. */
  remember(person: string, ids: readonly string[], page?: ServedPage | null): void;
  /**
   * True when `page` was served to `person` as that kind of page, and every id of `shown` was
   * served to them, within the time-to-live.
   */
  served(person: string, page: ServedPage, shown: readonly string[]): boolean;
}

export function createServedMemory(now: () => number): ServedMemory {
  // Insertion order is age order: a re-served id is moved to the end.
  const people = new Map<string, Map<string, number>>();
  return {
    remember(person, ids, page) {
      let served = people.get(person);
      if (!served) {
        if (people.size >= MAX_PEOPLE) people.delete(people.keys().next().value as string);
        served = new Map();
      }
      people.delete(person);
      people.set(person, served);
      const expires = now() + SERVED_TTL_MS;
      for (const id of page ? [...ids, pageKey(page)] : ids) {
        served.delete(id);
        served.set(id, expires);
      }
      for (const id of served.keys()) {
        if (served.size <= MAX_IDS_PER_PERSON) break;
        served.delete(id);
      }
    },
    served(person, page, shown) {
      const served = people.get(person);
      return [pageKey(page), ...shown].every((id) => (served?.get(id) ?? 0) > now());
    },
  };
}

/**
 * A search answered from the store index (docs/search-index.md#how-a-search-reads-it), and what
 * the live search found added to it. Ranking: exact, then prefix, then near (trigram similarity,
 * the nearer first), then by name; each customer says which field matched. The index answers
 * alone where it can: a name or company it holds whole, an email or id it holds. Where it cannot
 * (no pass completed yet, the database unavailable, an email or id it does not hold) the live
 * search of Elastic Path answers as before; where a list is partial, names are asked of both.
 * Every read has a person's deadline: a slow or absent database never holds a search.
 */
import {
  type CustomerSummary,
  INDEX_LISTS,
  type InvoiceSummary,
  idPrefix,
  type SearchCustomer,
  type SearchQuery,
  type SearchSource,
  type SubscriptionSummary,
  searchNormalForm,
  signatureParts,
} from '@pc/contract';
import { withDeadline } from '../db/deadline.ts';
import type { IndexKind } from '../db/schema.ts';
import type { Logger } from '../log/logger.ts';
import { byCustomerName, byOffering } from '../pages/customer-reads.ts';
import { subscriptionSummary } from '../pages/summaries.ts';
import {
  accountRecords,
  type CustomerDoc,
  type IndexRecord,
  invoiceRecord,
  type SubscriptionDoc,
} from './index-records.ts';
import { CUSTOMERS_READ, type IndexHit, type IndexState, type IndexStore } from './index-store.ts';
import { emptyGroup, GROUP_SIZE, type SearchGroups, toGroup } from './search-groups.ts';

type Matched = NonNullable<SearchCustomer['matched']>;

export interface IndexAnswer {
  /** What the index found; null when it cannot answer (the live search answers alone). */
  groups: SearchGroups | null;
  /** The index answered, but a list it read only in part means Elastic Path is asked too. */
  alsoLive: boolean;
  source: SearchSource;
}

export interface IndexSearch {
  answer(query: SearchQuery, now: number): Promise<IndexAnswer>;
  /** Adds what a live search found (a customer newer than the last pass); never waited for. */
  learn(groups: SearchGroups): void;
  /** Adds invoices a page read, so their short ids find them. */
  noteInvoices(invoices: readonly InvoiceSummary[]): void;
}

const NAME_KINDS: IndexKind[] = ['customer', 'account', 'legal-name', 'member', 'subscription'];

const FIELD_OF: Record<IndexKind, Matched> = {
  customer: 'name',
  account: 'company',
  'legal-name': 'company',
  member: 'member',
  subscription: 'name',
  invoice: 'id',
};

interface Ranked {
  rank: number;
  score: number;
  matched: Matched;
}

/** Lower is better: exact before prefix before near, then the nearer. */
const better = (a: Ranked, b: Ranked | undefined) =>
  !b || a.rank < b.rank || (a.rank === b.rank && a.score > b.score);

function sourceOf(
  state: IndexState | null,
  status: SearchSource['index'] | null,
  comparedAs: string | null,
): SearchSource {
  const kinds = state?.kinds ?? {};
  const partial = INDEX_LISTS.filter((k) => kinds[k]?.partial);
  const holds: SearchSource['holds'] = {};
  for (const k of INDEX_LISTS) {
    const records = kinds[k]?.records;
    if (records !== undefined) holds[k] = records;
  }
  const index = status ?? (!state?.asOf ? 'building' : partial.length > 0 ? 'partial' : 'complete');
  return {
    answeredBy: index === 'complete' || index === 'partial' ? 'index' : 'elastic-path',
    index,
    asOf: state?.asOf?.toISOString() ?? null,
    holds,
    partial,
    comparedAs,
  };
}

/** How long a replica reuses what it read of the index's state: a pass changes it every 15 minutes. */
export const STATE_REUSE_MS = 5000;

export function createIndexSearch(store: IndexStore, log: Logger): IndexSearch {
  // Real time, not the injected clock: this is how old a database read is, not a business time.
  const now = () => performance.now();
  const read = <T>(work: Promise<T>) => withDeadline(work);
  let lastState: { state: IndexState | null; at: number } | null = null;
  /** The index's state, read again at most every `STATE_REUSE_MS` (one round trip less a search). */
  async function stateNow(): Promise<IndexState | null> {
    if (lastState && now() - lastState.at < STATE_REUSE_MS) return lastState.state;
    const state = await read(store.state());
    lastState = { state, at: now() };
    return state;
  }

  async function customersOf(
    by: { ids: string[]; accountIds: string[]; emails: string[] },
    rankOf: (c: {
      id: string;
      accountId: string | null;
      email: string | null;
    }) => Ranked | undefined,
  ): Promise<SearchGroups['customers']> {
    if (by.ids.length + by.accountIds.length + by.emails.length === 0) return emptyGroup();
    const found = await read(store.customers(by));
    const ranked = found.flatMap((c) => {
      const rank = rankOf(c);
      if (!rank) return [];
      const doc = c.doc as CustomerDoc;
      const summary: CustomerSummary = {
        id: c.id,
        name: doc.name,
        email: doc.email,
        accountId: doc.accountId,
        company: c.company,
      };
      return [{ summary, rank, owed: c.owed }];
    });
    ranked.sort(
      (x, y) =>
        x.rank.rank - y.rank.rank ||
        y.rank.score - x.rank.score ||
        byCustomerName(x.summary, y.summary),
    );
    const shown = ranked.slice(0, GROUP_SIZE);
    return {
      items: shown.map((c) => ({ ...c.summary, owed: c.owed, matched: c.rank.matched })),
      more: ranked.length > GROUP_SIZE || found.length >= CUSTOMERS_READ,
    };
  }

  function subscriptionsOf(docs: unknown[], now: number): SearchGroups['subscriptions'] {
    const summaries: SubscriptionSummary[] = docs.map((d) => {
      const doc = d as SubscriptionDoc;
      return subscriptionSummary(doc.subscription, doc.included, now);
    });
    return toGroup(summaries, byOffering, false);
  }

  /** Names, companies, members and references like the text. */
  async function byWords(words: string, now: number): Promise<SearchGroups> {
    const hits = await read(store.matches(words, NAME_KINDS));
    const byCustomer = new Map<string, Ranked>();
    const byAccount = new Map<string, Ranked>();
    const byEmail = new Map<string, Ranked>();
    const keep = (map: Map<string, Ranked>, key: string | null, hit: IndexHit) => {
      if (!key) return;
      const ranked = { rank: hit.rank, score: hit.score, matched: FIELD_OF[hit.kind] };
      if (better(ranked, map.get(key))) map.set(key, ranked);
    };
    const references: string[] = [];
    for (const hit of hits) {
      if (hit.kind === 'customer') keep(byCustomer, hit.id, hit);
      else if (hit.kind === 'account' || hit.kind === 'legal-name')
        keep(byAccount, hit.accountId, hit);
      else if (hit.kind === 'member') keep(byEmail, hit.email, hit);
      // A reference is found whole or by its start, never by a near one's digits.
      else if (hit.kind === 'subscription' && hit.rank < 2) references.push(hit.id);
    }
    const customers = await customersOf(
      {
        ids: [...byCustomer.keys()],
        accountIds: [...byAccount.keys()],
        emails: [...byEmail.keys()],
      },
      (c) => {
        let best: Ranked | undefined;
        for (const r of [
          byCustomer.get(c.id),
          c.accountId ? byAccount.get(c.accountId) : undefined,
          c.email ? byEmail.get(c.email) : undefined,
        ])
          if (r && better(r, best)) best = r;
        return best;
      },
    );
    const subscriptionDocs = await Promise.all(
      [...new Set(references)]
        .slice(0, GROUP_SIZE + 1)
        .map((id) => read(store.byId(['subscription'], id, 1))),
    );
    return {
      customers,
      subscriptions: subscriptionsOf(
        subscriptionDocs.flat().map((r) => r.doc),
        now,
      ),
      invoices: emptyGroup(),
    };
  }

  /** Customers, subscriptions and invoices with this id, or (`prefix`) whose id starts so. */
  async function byId(id: string, prefix: boolean, now: number): Promise<SearchGroups> {
    const records = await read(
      store.byId(['customer', 'subscription', 'invoice'], id, GROUP_SIZE + 1, prefix),
    );
    const ofAccount = prefix ? [] : await read(store.subscriptionsOf(id, GROUP_SIZE + 1));
    const customerIds = records.filter((r) => r.kind === 'customer').map((r) => r.id);
    const customers = await customersOf({ ids: customerIds, accountIds: [], emails: [] }, () => ({
      rank: 0,
      score: 1,
      matched: 'id',
    }));
    const invoices = records
      .filter((r) => r.kind === 'invoice')
      .map((r) => r.doc as InvoiceSummary);
    return {
      customers,
      subscriptions: subscriptionsOf(
        [...records.filter((r) => r.kind === 'subscription').map((r) => r.doc), ...ofAccount],
        now,
      ),
      invoices: toGroup(invoices, null, false),
    };
  }

  async function byEmail(email: string): Promise<SearchGroups> {
    const wanted = email.toLowerCase();
    return {
      customers: await customersOf({ ids: [], accountIds: [], emails: [wanted] }, () => ({
        rank: 0,
        score: 1,
        matched: 'email',
      })),
      subscriptions: emptyGroup(),
      invoices: emptyGroup(),
    };
  }

  const found = (g: SearchGroups) =>
    g.customers.items.length + g.subscriptions.items.length + g.invoices.items.length > 0;

  function add(records: IndexRecord[], what: string) {
    void read(store.add(records)).catch((error: unknown) =>
      log.warn('search_index.add_failed', {
        what,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }

  return {
    async answer(query, now) {
      const comparedAs = query.kind === 'text' ? searchNormalForm(query.text) : null;
      let state: IndexState | null;
      try {
        state = await stateNow();
      } catch (error) {
        log.warn('search_index.unavailable', {
          error: error instanceof Error ? error.message : String(error),
        });
        return { groups: null, alsoLive: false, source: sourceOf(null, 'unavailable', comparedAs) };
      }
      const source = sourceOf(state, null, comparedAs);
      if (source.index === 'building' || query.kind === 'link') {
        return { groups: null, alsoLive: false, source: { ...source, answeredBy: 'elastic-path' } };
      }
      try {
        switch (query.kind) {
          case 'uuid': {
            const groups = await byId(query.id, false, now);
            return found(groups)
              ? { groups, alsoLive: false, source }
              : {
                  groups: null,
                  alsoLive: false,
                  source: { ...source, answeredBy: 'elastic-path' },
                };
          }
          case 'email': {
            const groups = await byEmail(query.email);
            return found(groups)
              ? { groups, alsoLive: false, source }
              : {
                  groups: null,
                  alsoLive: false,
                  source: { ...source, answeredBy: 'elastic-path' },
                };
          }
          case 'text': {
            const prefix = idPrefix(query.text);
            if (prefix) {
              const groups = await byId(prefix, true, now);
              if (found(groups)) return { groups, alsoLive: false, source };
            }
            let groups: SearchGroups = comparedAs
              ? await byWords(comparedAs, now)
              : { customers: emptyGroup(), subscriptions: emptyGroup(), invoices: emptyGroup() };
            // A pasted signature line is longer than any one name in it: ask about its parts,
            // in order, and answer with the first that finds something (at most 3 more reads).
            for (const part of found(groups) ? [] : signatureParts(query.text)) {
              const partGroups = await byWords(part, now);
              if (found(partGroups)) {
                groups = partGroups;
                break;
              }
            }
            const alsoLive = source.index === 'partial';
            return {
              groups,
              alsoLive,
              source: alsoLive ? { ...source, answeredBy: 'index-and-elastic-path' } : source,
            };
          }
          default:
            return {
              groups: null,
              alsoLive: false,
              source: { ...source, answeredBy: 'elastic-path' },
            };
        }
      } catch (error) {
        log.warn('search_index.unavailable', {
          error: error instanceof Error ? error.message : String(error),
        });
        return {
          groups: null,
          alsoLive: false,
          source: { ...sourceOf(state, 'unavailable', comparedAs), answeredBy: 'elastic-path' },
        };
      }
    },

    learn(groups) {
      const records: IndexRecord[] = [];
      for (const c of groups.customers.items) {
        records.push({
          kind: 'customer',
          id: c.id.toLowerCase(),
          accountId: c.accountId.toLowerCase(),
          customerId: c.id.toLowerCase(),
          words: searchNormalForm(c.name),
          email: c.email.toLowerCase(),
          reference: null,
          doc: { name: c.name, email: c.email, accountId: c.accountId } satisfies CustomerDoc,
        });
        if (c.company !== null) {
          records.push(
            ...accountRecords({
              id: c.accountId,
              type: 'account',
              name: c.company,
              legal_name: null,
            }),
          );
        }
      }
      for (const invoice of groups.invoices.items) records.push(invoiceRecord(invoice));
      if (records.length > 0) add(records, 'search');
    },

    noteInvoices(invoices) {
      if (invoices.length > 0) add(invoices.map(invoiceRecord), 'invoices');
    },
  };
}

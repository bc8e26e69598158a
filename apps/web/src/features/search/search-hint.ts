/**
 * What the search page says when nothing matched: what was searched, and where — the store index
 * (what it held, as of when, and how it compares text) or Elastic Path directly (and what its
 * filters can match). Built from the answer's `source`, so it is true of this search, not of
 * searches in general (docs/search-index.md#when-nothing-is-found).
 */
import type { SearchSource } from '@pc/contract';
import { formatCount } from '../../lib/counts';
import { formatDateTime } from '../../time-zone/dates';
import type { SearchReading } from './search-text';

const LIST_WORDS: Record<keyof SearchSource['holds'], string> = {
  customer: 'customers',
  account: 'companies',
  member: 'store logins',
  subscription: 'subscriptions',
};

/** Elastic Path's own filters, as round 3 uses them: what a live search can and cannot find. */
const LIVE_TEXT =
  'Elastic Path was asked directly: it finds a company by its name in part (by its longest word as typed, in lower, Title or UPPER case), a person by their exact name or, with a store login, by part of it, and a subscription reference exactly. A typo, missing punctuation or another word order is not found this way.';
const LIVE_EMAIL =
  'Elastic Path was asked directly: an email must be complete; one typed in another letter case than stored is found only when the customer has a store login.';

function holdsText(source: SearchSource): string {
  const lists = (Object.keys(LIST_WORDS) as (keyof SearchSource['holds'])[])
    .filter((k) => source.holds[k] !== undefined)
    .map((k) => `${formatCount(source.holds[k] ?? 0)} ${LIST_WORDS[k]}`);
  return lists.length > 0 ? lists.join(', ') : 'nothing yet';
}

function whyLive(source: SearchSource | undefined): string {
  switch (source?.index) {
    case 'building':
      return 'The search index is still being built (its first pass has not finished). ';
    case 'unavailable':
      return 'The console’s database cannot be read now, so the search index was not used. ';
    default:
      return '';
  }
}

/**
 * @example noMatchHint('text', { answeredBy: 'index', index: 'complete', asOf: '…', holds: { customer: 120 }, partial: [], comparedAs: 'acme gmbh' }, 'UTC')
 *   // 'Searched for “acme gmbh” among 120 customers … as Elastic Path listed them on …'
 */
export function noMatchHint(
  reading: SearchReading,
  source: SearchSource | undefined,
  zone: string,
): string {
  const indexed = source && (source.index === 'complete' || source.index === 'partial');
  const asOf = indexed ? formatDateTime(source.asOf, zone) : null;
  if (reading === 'uuid') {
    return (
      'No customer, subscription or invoice has this ID' +
      (indexed ? `, in the search index (as of ${asOf}) or in Elastic Path` : '') +
      '. A payment ID cannot be searched: use its invoice ID.'
    );
  }
  if (reading === 'email') {
    return indexed
      ? `No customer in the search index (as of ${asOf}) has this email, and neither has Elastic Path. ${LIVE_EMAIL}`
      : `${whyLive(source)}${LIVE_EMAIL}`;
  }
  if (!indexed) return `${whyLive(source)}${LIVE_TEXT}`;
  const compared = source.comparedAs ? `“${source.comparedAs}”` : 'the text';
  const partial =
    source.partial.length > 0
      ? ` Elastic Path lists only the first 10,000 ${source.partial.map((k) => LIST_WORDS[k]).join(' and ')}, so names were also asked of it directly.`
      : '';
  return (
    `Searched for ${compared} (letter case, accents and punctuation set aside) among the names, emails and company names of ${holdsText(source)} as Elastic Path listed them on ${asOf}, allowing for typos and another word order; an invoice is found by the first 8 characters of its ID once the console has shown it.` +
    `${partial} Someone added since then is found by their exact email or ID.`
  );
}

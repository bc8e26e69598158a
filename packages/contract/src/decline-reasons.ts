/**
 * Reads Elastic Path's free-text failure reason against the decline table, ignoring case and
 * punctuation, whole words only; an unmatched reason sends the agent to the gateway.
 */
import {
  DECLINE_TABLE,
  type DeclineAdvice,
  GENERIC_CUSTOMER_CAUSE,
  GENERIC_CUSTOMER_FIX,
  SECURITY_DECLINE_LABEL,
  UNKNOWN_DECLINE_NOTE,
} from './decline-table.ts';

/**
 * Lower case, every run of other characters one space, padded: a phrase matches whole words.
 * @example normalizeReason('Processor Declined - Fraud Suspected') // ' processor declined fraud suspected '
 */
export function normalizeReason(text: string): string {
  const words = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return ` ${words} `;
}

const COMPILED = DECLINE_TABLE.map((row) => ({
  row,
  phrases: row.wordings.map((wording) => ({ wording, normalized: normalizeReason(wording) })),
}));

const UNKNOWN: DeclineAdvice = {
  key: 'unknown',
  title: 'Unknown reason',
  category: 'unknown',
  retryCanHelp: null,
  agentNote: UNKNOWN_DECLINE_NOTE,
  customerCause: GENERIC_CUSTOMER_CAUSE,
  customerFix: GENERIC_CUSTOMER_FIX,
  internalOnly: false,
  matched: null,
};

/**
 * Advice already read, by reason. A table shows the same few gateway wordings on many rows, and
 * each reading normalises the text and scans every phrase (~50 µs); bounded, as the reasons come
 * from upstream data. Callers share the advice object, as they always shared UNKNOWN.
 */
const ADVICE_CACHE_LIMIT = 500;
const adviceByReason = new Map<string, DeclineAdvice>();

function readDecline(reason: string): DeclineAdvice {
  const text = normalizeReason(reason);
  for (const { row, phrases } of COMPILED) {
    // The longest wording that matches is the one the agent recognises.
    const hit = phrases
      .filter((phrase) => text.includes(phrase.normalized))
      .sort((a, b) => b.normalized.length - a.normalized.length)[0];
    if (hit) {
      const { wordings: _, ...advice } = row;
      return { ...advice, matched: hit.wording };
    }
  }
  return UNKNOWN;
}

/**
 * The advice for Elastic Path's free-text reason; the fallback says to open the payment in the
 * gateway.
 * @example explainDecline('2001 Insufficient Funds').key // 'insufficient-funds'
 * @example explainDecline('do_not_honor').retryCanHelp // true
 * @example explainDecline('Computer says no').agentNote // 'Unknown reason: open the payment in the gateway.'
 */
export function explainDecline(reason: string | null | undefined): DeclineAdvice {
  if (!reason) return UNKNOWN;
  let advice = adviceByReason.get(reason);
  if (advice === undefined) {
    advice = readDecline(reason);
    if (adviceByReason.size >= ADVICE_CACHE_LIMIT) adviceByReason.clear();
    adviceByReason.set(reason, advice);
  }
  return advice;
}

/**
 * The reason as the console shows it by default: a security decline (fraud, lost or stolen,
 * pick-up) reads as the label, and the gateway's words stay behind an explicit reveal.
 * @example shownReason('Processor Declined - Fraud Suspected') // 'Security decline (internal)'
 * @example shownReason('2001 Insufficient Funds') // '2001 Insufficient Funds'
 */
export function shownReason(reason: string): string {
  return explainDecline(reason).category === 'security' ? SECURITY_DECLINE_LABEL : reason;
}

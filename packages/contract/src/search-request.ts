/**
 * `GET /api/search?q=`'s query, as the BFF validates it: `q` once, nothing else, read by the
 * search-text classifier. Its input type (`{ q: string }`) is what the web app's typed client
 * sends; its output is the reading the BFF searches by. A refusal names `q` and says why in the
 * API's words (the web app words the same refusals for people before sending anything).
 */
import { z } from 'zod';
import {
  classifySearchText,
  MAX_SEARCH_CHARS,
  MIN_SEARCH_CHARS,
  type PaymentGateway,
  type SearchRefusal,
  type SearchText,
} from './search-text.ts';

/** What the BFF searches by: every reading but empty, refused and a gateway's reference. */
export type SearchQuery = Exclude<
  SearchText,
  { kind: 'empty' } | { kind: 'refused' } | { kind: 'gateway-id' }
>;

const TOO_SHORT = `must be at least ${MIN_SEARCH_CHARS} characters`;

/** Each refusal as the API words it, after the parameter's name (`q must …`). */
const REFUSALS: Record<SearchRefusal, string> = {
  'too-short': TOO_SHORT,
  'too-long': `must be at most ${MAX_SEARCH_CHARS} characters`,
  'control-character': 'must not contain control characters',
  wildcard: 'contains *, which Elastic Path cannot search for',
};

/** A gateway's payment reference, answered honestly: where to look, and what can be searched. */
function gatewayRefusal(gateway: PaymentGateway): string {
  return (
    `looks like a ${gateway} payment reference, which Elastic Path cannot search for (it has no ` +
    `filter on payments): look it up in ${gateway}, then search here by email, company or ` +
    'person name, subscription reference, or a customer, subscription or invoice ID'
  );
}

/**
 * @example searchRequestSchema.parse({ q: 'Globex' }) // { q: { kind: 'text', text: 'Globex' } }
 */
export const searchRequestSchema = z.strictObject({
  q: z
    .string({
      // A missing q is an empty one; a repeated one arrives as an array.
      error: (issue) => (Array.isArray(issue.input) ? 'may be given only once' : TOO_SHORT),
    })
    .transform((q, ctx): SearchQuery => {
      const reading = classifySearchText(q);
      if (reading.kind === 'empty' || reading.kind === 'refused') {
        const reason = reading.kind === 'empty' ? 'too-short' : reading.reason;
        ctx.addIssue({ code: 'custom', message: REFUSALS[reason], input: q });
        return z.NEVER;
      }
      if (reading.kind === 'gateway-id') {
        ctx.addIssue({ code: 'custom', message: gatewayRefusal(reading.gateway), input: q });
        return z.NEVER;
      }
      return reading;
    }),
});

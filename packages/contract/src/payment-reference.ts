/**
 * A gateway's payment reference, pasted from a ticket: Elastic Path has no filter on payments,
 * so the search names the gateway instead of searching (search-text.ts). A reference named by
 * its gateway (`Adyen PSP ref: V4HZ4RBFJGXXGN82`) is read word by word rather than by one
 * expression: the expression it replaces was polynomial on `adyen` and a run of `-` (found by
 * the ReDoS check in tooling/redos-check). No dependencies: the browser bundle imports it.
 */

/** Gateways whose payment references a ticket may paste. */
export type PaymentGateway = 'Stripe' | 'Braintree' | 'Adyen';

/** Stripe's object ids: a prefix for the kind, then at least 8 letters and digits. */
const STRIPE_ID = /^(?:pi|ch|in|py|re|pm|src|txn|cus|sub|seti)_(?=[A-Za-z0-9]*\d)[A-Za-z0-9]{8,}$/;
/** Braintree's GraphQL transaction id: base64 of `transaction_…`. */
const BRAINTREE_ID = /^dHJhbnNhY3Rpb25f[A-Za-z0-9+/=]+$/;
/** An Adyen PSP reference in its numeric form (16 digits). */
const ADYEN_PSP = /^\d{16}$/;

const GATEWAY_NAMES: Record<string, PaymentGateway> = {
  stripe: 'Stripe',
  braintree: 'Braintree',
  adyen: 'Adyen',
};
/** Words a ticket puts between the gateway's name and the reference. */
const LABELS = new Set(['transaction', 'txn', 'payment', 'psp', 'reference', 'ref', 'id']);
const WORD = /[A-Za-z0-9_]/;
const REFERENCE = /[A-Za-z0-9_-]/;
const DIGIT = /\d/;
/** What may follow the gateway's name (`Stripe: `, `Adyen #`), and a label (`ref.`). */
const AFTER_GATEWAY = /[\s:#-]/;
const AFTER_LABEL = /[\s:#.-]/;

const test = (pattern: RegExp, char: string | undefined) =>
  char !== undefined && pattern.test(char);

/** The end of the run of `pattern` characters starting at `from`. */
function runEnd(text: string, from: number, pattern: RegExp): number {
  let end = from;
  while (test(pattern, text[end])) end += 1;
  return end;
}

/**
 * Whether, from each position, the rest is a reference: letters, digits, `_` and `-` only, at
 * least 6 of them, one a digit. One pass from the end, so every candidate costs one look-up.
 */
function referenceFrom(text: string): (start: number) => boolean {
  const valid: boolean[] = new Array(text.length + 1).fill(false);
  let digit = false;
  for (let i = text.length - 1; i >= 0; i -= 1) {
    if (!test(REFERENCE, text[i])) break;
    digit ||= test(DIGIT, text[i]);
    valid[i] = digit && text.length - i >= 6;
  }
  return (start) => valid[start] === true;
}

/**
 * `Braintree kbr0cf4m`, `Adyen PSP ref: V4HZ4RBFJGXXGN82`: the gateway's name, then labels, then
 * a reference holding a digit (so `Adyen payments` stays text). The reference may start anywhere
 * in the separators after the name or a label (`Stripe ref-123456` is a reference `ref-123456`).
 */
function labelledGateway(text: string): PaymentGateway | null {
  const nameEnd = runEnd(text, 0, WORD);
  const gateway = GATEWAY_NAMES[text.slice(0, nameEnd).toLowerCase()];
  if (gateway === undefined) return null;
  const isReference = referenceFrom(text);
  let at = nameEnd;
  let separators = AFTER_GATEWAY;
  for (;;) {
    const end = runEnd(text, at, separators);
    for (let start = at; start <= end; start += 1) if (isReference(start)) return gateway;
    const wordEnd = runEnd(text, end, WORD);
    if (!LABELS.has(text.slice(end, wordEnd).toLowerCase())) return null;
    at = wordEnd;
    separators = AFTER_LABEL;
  }
}

/**
 * The gateway whose payment reference `text` is, or null.
 * @example paymentGateway('pi_3MtwBwLkdIwHu7ix28a3tqPa') // 'Stripe'
 * @example paymentGateway('Adyen PSP reference: V4HZ4RBFJGXXGN82') // 'Adyen'
 */
export function paymentGateway(text: string): PaymentGateway | null {
  if (STRIPE_ID.test(text)) return 'Stripe';
  if (BRAINTREE_ID.test(text)) return 'Braintree';
  if (ADYEN_PSP.test(text)) return 'Adyen';
  return labelledGateway(text);
}

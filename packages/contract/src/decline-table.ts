/**
 * The decline table: what a failed payment's reason means and what to say about it, one row per
 * common reason. Elastic Path records the gateway's words as free text (`failure_detail.reason`,
 * no decline code: docs/upstream/navigation.md#payments), so each row lists how several gateways put it:
 * Stripe's `decline_code`s, Adyen's refusal reasons, Braintree's processor response texts, and
 * plain words. Rows are tried in order, the specific before the generic, so "Processor Declined
 * - Fraud Suspected" is fraud, not a generic decline (decline-reasons.ts matches).
 *
 * The facts follow the gateways' public decline-code pages; the words are the project's own.
 * Lost, stolen and fraud declines get the generic customer reply: telling a customer their card
 * is suspected helps a fraudster and alarms an honest one. The specific reason stays internal.
 */

export type DeclineKey =
  | 'suspected-fraud'
  | 'lost-or-stolen'
  | 'authentication-required'
  | 'expired-card'
  | 'incorrect-details'
  | 'insufficient-funds'
  | 'card-not-supported'
  | 'processing-error'
  | 'generic-decline';

/** The categories, in the order a filter lists them. */
export const DECLINE_CATEGORIES = [
  'funds',
  'card-details',
  'issuer-decline',
  'temporary',
  'security',
  'authentication',
  'card-type',
  'unknown',
] as const;
export type DeclineCategory = (typeof DECLINE_CATEGORIES)[number];

/** A category in a few words, for a table cell or the details panel. */
export const DECLINE_CATEGORY_LABELS: Readonly<Record<DeclineCategory, string>> = {
  funds: 'Funds',
  'card-details': 'Card details',
  'issuer-decline': 'Bank declined',
  temporary: 'Temporary',
  security: 'Security (internal)',
  authentication: 'Needs customer confirmation',
  'card-type': 'Card not supported',
  unknown: 'Unknown',
};

export interface DeclineAdvice {
  key: DeclineKey | 'unknown';
  /** For the agent: "Insufficient funds". */
  title: string;
  category: DeclineCategory;
  /** Whether a later automatic retry can succeed without anyone acting; null when unknown. */
  retryCanHelp: boolean | null;
  /** For the agent only. */
  agentNote: string;
  /**
   * What happened, safe to send: no card detail, no fraud or loss suspicion, no internal code.
   * Only half a reply: `composeReply` adds what the invoice's state allows (retry, none, overdue).
   */
  customerCause: string;
  /** What the customer can do about it, safe to send; never a promise of a retry. */
  customerFix: string;
  /** The reason is sensitive (lost, stolen, fraud): show it to staff only. */
  internalOnly: boolean;
  /** The wording that matched, for the agent; null for the fallback. */
  matched: string | null;
}

export interface DeclineRow extends Omit<DeclineAdvice, 'matched'> {
  key: DeclineKey;
  /** Codes and phrases of several gateways, as written; compared normalized. */
  wordings: readonly string[];
}

/** Said where the specific reason must not be (lost, stolen, fraud) and where none is known. */
export const GENERIC_CUSTOMER_CAUSE = 'Your bank did not approve this payment.';
export const GENERIC_CUSTOMER_FIX =
  'Please contact your bank, or add another payment method to your account.';

/** What tables, notes and exports print for a security decline instead of the gateway's words. */
export const SECURITY_DECLINE_LABEL = 'Security decline (internal)';

export const UNKNOWN_DECLINE_NOTE = 'Unknown reason: open the payment in the gateway.';

/** The note for a security decline, safe in a pasted ticket: it names no kind of suspicion. */
export const SECURITY_NOTE =
  'Do not retry and do not tell the customer the specific reason: ask for another payment method with the generic reply.';

export const DECLINE_TABLE: readonly DeclineRow[] = [
  {
    key: 'suspected-fraud',
    title: 'Suspected fraud',
    category: 'security',
    retryCanHelp: false,
    internalOnly: true,
    agentNote: `The issuer or the gateway's risk checks flagged this charge as possibly fraudulent. ${SECURITY_NOTE} Escalate if the account looks compromised.`,
    customerCause: GENERIC_CUSTOMER_CAUSE,
    customerFix: GENERIC_CUSTOMER_FIX,
    wordings: [
      'fraudulent',
      'fraud',
      'suspected fraud',
      'fraud suspected',
      'Issuer Suspected Fraud',
      'Acquirer Fraud',
      'FRAUD-CANCELLED',
      'Processor Declined - Fraud Suspected',
      'Gateway Rejected: fraud',
      'merchant_blacklist',
      'highest_risk_level',
      'security_violation',
      'security violation',
    ],
  },
  {
    key: 'lost-or-stolen',
    title: 'Card reported lost or stolen',
    category: 'security',
    retryCanHelp: false,
    internalOnly: true,
    agentNote: `The card is blocked by its issuer: reported lost or stolen, or restricted. It will never work again. ${SECURITY_NOTE}`,
    customerCause: GENERIC_CUSTOMER_CAUSE,
    customerFix: GENERIC_CUSTOMER_FIX,
    wordings: [
      'lost_card',
      'stolen_card',
      'lost card',
      'stolen card',
      'card lost',
      'card stolen',
      'lost or stolen',
      'stolen',
      'reported lost',
      'Possible Lost Card',
      'Possible Stolen Card',
      'pickup_card',
      'pick up card',
      'Blocked Card',
      'restricted_card',
      'Restricted Card',
    ],
  },
  {
    key: 'authentication-required',
    title: 'Authentication required',
    category: 'authentication',
    retryCanHelp: false,
    internalOnly: false,
    agentNote:
      'The issuer wants the cardholder to confirm the payment (3D Secure / strong customer authentication). Automatic retries run without the customer, so they fail the same way until the customer completes a payment in person.',
    customerCause:
      'Your bank asked for this payment to be confirmed by you before it goes through.',
    customerFix:
      'Please sign in to your account and complete the payment there, following your bank’s confirmation step.',
    wordings: [
      'authentication_required',
      'authentication required',
      'Cardholder Authentication Required',
      '3D Secure Mandated',
      '3D Not Authenticated',
      '3DS authentication failed',
      '3DSecure',
      '3D Secure',
      'ThreeDSecure',
      'SCA required',
      'requires_action',
    ],
  },
  {
    key: 'expired-card',
    title: 'Expired card',
    category: 'card-details',
    retryCanHelp: false,
    internalOnly: false,
    agentNote:
      'The card on file has passed its expiry date. Retries will keep failing until the customer adds a current card.',
    customerCause: 'The card we have on file for you has expired.',
    customerFix: 'Please add a current card to your account.',
    wordings: ['expired_card', 'expired card', 'card expired', 'card has expired', 'Expired'],
  },
  {
    key: 'incorrect-details',
    title: 'Incorrect card details',
    category: 'card-details',
    retryCanHelp: false,
    internalOnly: false,
    agentNote:
      'The card number, security code, expiry date or billing postcode did not match what the issuer holds. Retrying the same details fails again: the customer must re-enter the card.',
    customerCause: 'Your bank could not match the card details we have on file.',
    customerFix: 'Please enter your card again in your account, checking each field.',
    wordings: [
      'incorrect_cvc',
      'invalid_cvc',
      'incorrect_number',
      'invalid_number',
      'invalid_expiry_month',
      'invalid_expiry_year',
      'incorrect_zip',
      'CVC Declined',
      'Invalid Card Number',
      'Invalid Credit Card Number',
      'Invalid Expiration Date',
      'Card Issuer Declined CVV',
      'AVS Declined',
      'incorrect cvc',
      'incorrect cvv',
      'wrong security code',
      'invalid card number',
    ],
  },
  {
    key: 'insufficient-funds',
    title: 'Insufficient funds or over limit',
    category: 'funds',
    retryCanHelp: true,
    internalOnly: false,
    agentNote:
      'The account lacked the money, or the card hit its credit or withdrawal limit, when the run charged it. A later retry often succeeds once funds arrive; the customer can also pay with another method now.',
    customerCause:
      'Your bank declined the payment because the funds or limit available on the card did not cover it.',
    customerFix:
      'Please make sure the funds are available, or add another payment method to your account.',
    wordings: [
      'insufficient_funds',
      'insufficient funds',
      'Not enough balance',
      'Not sufficient funds',
      'NSF',
      'Limit Exceeded',
      "Cardholder's Activity Limit Exceeded",
      'Withdrawal amount exceeded',
      'Withdrawal count exceeded',
      'card_velocity_exceeded',
      'withdrawal_count_limit_exceeded',
      'over credit limit',
    ],
  },
  {
    key: 'card-not-supported',
    title: 'Card not supported for this payment',
    category: 'card-type',
    retryCanHelp: false,
    internalOnly: false,
    agentNote:
      'The card cannot be used for this kind of payment: its type, currency or recurring use is not allowed by the issuer or not enabled for the store. Retries fail the same way; the customer needs another card.',
    customerCause: 'The card on file cannot be used for this kind of payment.',
    customerFix: 'Please add a different card or payment method to your account.',
    wordings: [
      'card_not_supported',
      'card not supported',
      'currency_not_supported',
      'Not supported',
      'transaction_not_allowed',
      'Transaction Not Allowed',
      'Transaction Not Permitted',
      'Card Type Not Enabled',
      'card type not accepted',
    ],
  },
  {
    key: 'processing-error',
    title: 'Processing error: try again later',
    category: 'temporary',
    retryCanHelp: true,
    internalOnly: false,
    agentNote:
      'A technical failure between the gateway, the network and the issuer; nothing is wrong with the card. The next retry usually succeeds. If several runs fail this way, check the gateway’s status.',
    customerCause:
      'The payment could not be completed because of a temporary technical problem on the payment network.',
    customerFix: 'Nothing is wrong with your card.',
    wordings: [
      'processing_error',
      'processing error',
      'try_again_later',
      'try again later',
      'try again',
      'issuer_not_available',
      'Issuer Unavailable',
      'Acquirer Error',
      'Processor Network Unavailable',
      'reenter_transaction',
      'temporarily unavailable',
      'timeout',
      'timed out',
    ],
  },
  {
    key: 'generic-decline',
    title: 'Declined by the bank (do not honor / generic)',
    category: 'issuer-decline',
    retryCanHelp: true,
    internalOnly: false,
    agentNote:
      'The issuer declined without saying why. A later retry sometimes succeeds; if it keeps failing, the customer should ask their bank or use another card.',
    customerCause: GENERIC_CUSTOMER_CAUSE,
    customerFix: GENERIC_CUSTOMER_FIX,
    wordings: [
      'do_not_honor',
      'do not honor',
      'do not honour',
      'generic_decline',
      'generic decline',
      'card_declined',
      'card declined',
      'Card Failure',
      'Declined Non Generic',
      'Processor Declined',
      'call_issuer',
      'Call Issuer',
      'no_action_taken',
      'Refused',
      'Declined',
    ],
  },
];

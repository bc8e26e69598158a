/**
 * One company in the e2e simulator data whose every free text is hostile: markup, `javascript:`
 * and `data:` links, a right-to-left override, 10,000 characters without a space, and text a
 * spreadsheet would run as a formula. Elastic Path stores what a storefront, an integration or
 * a gateway sent it, so the console must show all of it inert and bounded.
 */
import type { SimulatorData, SimulatorPayment } from '@pc/ep-simulator';

/** Set by any of the strings below if it ever runs. */
export const PWNED = '__pwned';
export const MARKUP = `<img src=x onerror="window.${PWNED}=1"><script>window.${PWNED}=1</script>`;
export const JS_LINK = `javascript:window.${PWNED}=1//`;
export const DATA_LINK = `data:text/html,<script>window.${PWNED}=1</script>`;
/** U+202E turns what follows right-to-left: "invoice‮fdp.exe" reads as "invoiceexe.pdf". */
export const RTL = '\u202Efdp.exe';
export const LONG = 'W'.repeat(10_000);
/** Elastic Path caps names, emails and gateway ids at 1,024 characters: as long as allowed. */
const longest = (head: string) => `${head}${'W'.repeat(1024 - head.length)}`;
export const FORMULA = "=cmd|' /C calc'!A0";

const withRlo = {
  decline: `${RTL} declined`,
  gateway: RTL,
  company: `${MARKUP} ${RTL} Corp`,
  name: longest(`${RTL} ${MARKUP} `),
  plan: `${MARKUP}${RTL}${LONG}`,
  pricingOption: `${DATA_LINK} ${RTL}`,
  item: `${MARKUP} ${RTL} ${LONG}`,
};
/** Every value that holds the override: each must be shown apart from the text around it. */
export const WITH_RLO = Object.values(withRlo);

export const HOSTILE_ACCOUNT_ID = 'e2e0c0de-0000-4000-8000-000000000020';
export const HOSTILE_SUBSCRIBER_ID = 'e2e0c0de-0000-4000-8000-000000000021';
export const HOSTILE_SUBSCRIPTION_ID = 'e2e0c0de-0000-4000-8000-000000000022';
export const HOSTILE_INVOICE_ID = 'e2e0c0de-0000-4000-8000-000000000023';
const HOSTILE_OFFERING_ID = 'e2e0c0de-0000-4000-8000-000000000024';
export const HOSTILE_EMAIL = `<b>mal</b>+${'x'.repeat(300)}@evil.example`;

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the demo seed has no ${what}`);
  return value;
}

const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute)).toISOString();

/** The payments' hostile fields, one per attempt: reason, gateway id, gateway. */
const ATTEMPTS: [reason: string, externalId: string, gateway: string][] = [
  [MARKUP, JS_LINK, 'stripe'],
  [withRlo.decline, DATA_LINK, MARKUP],
  [LONG, longest(''), 'stripe'],
  [FORMULA, `@SUM(1+1)*cmd|' /C calc'!A0`, withRlo.gateway],
];

function hostilePayments(): SimulatorPayment[] {
  return ATTEMPTS.map(([reason, externalId, gateway], index) => {
    const suffix = String(index + 1).padStart(12, '0');
    return {
      id: `e2e0c0de-6666-4000-8000-${suffix}`,
      type: 'subscription_invoice_payment',
      attributes: {
        success: false,
        gateway,
        external_payment_id: externalId,
        failure_detail: { reason },
        amount: { currency: 'USD', amount: '4900', includes_tax: false },
        manual_payment: false,
      },
      meta: {
        owner: 'store',
        subscription_id: HOSTILE_SUBSCRIPTION_ID,
        invoice_id: HOSTILE_INVOICE_ID,
        job_id: `e2e0c0de-7777-4000-8000-${suffix}`,
        timestamps: { created_at: at(index), updated_at: at(index) },
      },
    };
  });
}

/** The data plus the hostile company: account, subscriber, offering, subscription, invoice. */
export function withHostileCompany(data: SimulatorData): SimulatorData {
  const account = required(data.accounts?.[0], 'account');
  const subscriber = required(data.subscribers?.[0], 'subscriber');
  const subscription = required(data.subscriptions?.[0], 'subscription');
  const invoice = required(data.invoices?.[0], 'invoice');
  const offeringId = subscription.attributes.offering.id;
  const offering = required(data.offerings?.[offeringId], 'offering');
  const planId = subscription.attributes.plan_id;
  return {
    ...data,
    data: [...data.data, ...hostilePayments()],
    subscription_names: { ...data.subscription_names, [HOSTILE_SUBSCRIPTION_ID]: 'E2E Hostile' },
    accounts: [
      ...(data.accounts ?? []),
      {
        ...account,
        id: HOSTILE_ACCOUNT_ID,
        name: withRlo.company,
        legal_name: LONG,
        external_ref: DATA_LINK,
      },
    ],
    subscribers: [
      ...(data.subscribers ?? []),
      {
        ...subscriber,
        id: HOSTILE_SUBSCRIBER_ID,
        attributes: {
          ...subscriber.attributes,
          account_id: HOSTILE_ACCOUNT_ID,
          name: withRlo.name,
          email: HOSTILE_EMAIL,
          external_ref: JS_LINK,
        },
      },
    ],
    offerings: {
      ...data.offerings,
      [HOSTILE_OFFERING_ID]: {
        plans: offering.plans.map((plan) => ({
          ...plan,
          attributes: { ...plan.attributes, name: withRlo.plan },
        })),
        pricing_options: offering.pricing_options.map((option) => ({
          ...option,
          attributes: { ...option.attributes, name: withRlo.pricingOption },
        })),
      },
    },
    subscriptions: [
      ...(data.subscriptions ?? []),
      {
        ...subscription,
        id: HOSTILE_SUBSCRIPTION_ID,
        attributes: {
          ...subscription.attributes,
          account_id: HOSTILE_ACCOUNT_ID,
          external_ref: JS_LINK,
          offering: {
            ...subscription.attributes.offering,
            id: HOSTILE_OFFERING_ID,
            attributes: {
              ...subscription.attributes.offering.attributes,
              name: `${JS_LINK} ${MARKUP} ${LONG}`,
              description: LONG,
            },
          },
        },
      },
    ],
    invoices: [
      ...(data.invoices ?? []),
      {
        ...invoice,
        id: HOSTILE_INVOICE_ID,
        attributes: {
          ...invoice.attributes,
          invoice_items: (invoice.attributes.invoice_items ?? []).map((item) => ({
            ...item,
            description: withRlo.item,
            plan_id: planId,
          })),
          outstanding: true,
        },
        meta: {
          ...invoice.meta,
          subscription_id: HOSTILE_SUBSCRIPTION_ID,
          subscriber_id: HOSTILE_SUBSCRIBER_ID,
        },
      },
    ],
  };
}

/**
 * Links from a payment to the same payment in its gateway's own dashboard, where staff see what
 * the gateway saw (3-D Secure, the issuer's answer, disputes). A link needs a template for the
 * payment's gateway and the payment's `external_payment_id`; otherwise there is no link.
 *
 * Configured at build time: Stripe gateways by default, more (or others) through the
 * `VITE_GATEWAY_LINKS` environment variable of `vite build`, a JSON object from a gateway name
 * (matched case-insensitively as part of the payment's `gateway`, so "stripe" covers
 * "elastic_path_payments_stripe") to an https URL template holding `{external_payment_id}`:
 *
 *   VITE_GATEWAY_LINKS='{"adyen":"https://ca-live.adyen.com/ca/ca/accounts/showTx.shtml?pspReference={external_payment_id}"}'
 *
 * An entry for a gateway replaces the default for it; invalid entries are ignored.
 */

export interface GatewayLinkRule {
  /** Part of the gateway's name, lower case. */
  gateway: string;
  /** An https URL with `{external_payment_id}` where the id goes. */
  template: string;
}

const PLACEHOLDER = '{external_payment_id}';

export const DEFAULT_GATEWAY_LINKS: readonly GatewayLinkRule[] = [
  { gateway: 'stripe', template: `https://dashboard.stripe.com/payments/${PLACEHOLDER}` },
];

function isTemplate(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('https://') && value.includes(PLACEHOLDER);
}

/**
 * The rules for a `VITE_GATEWAY_LINKS` value on top of the defaults.
 * @example gatewayLinkRules('{"adyen":"https://ca.adyen.com/tx/{external_payment_id}"}').length // 2
 */
export function gatewayLinkRules(config: string | undefined): GatewayLinkRule[] {
  const rules = new Map(DEFAULT_GATEWAY_LINKS.map((rule) => [rule.gateway, rule.template]));
  let parsed: unknown = null;
  try {
    parsed = config ? JSON.parse(config) : null;
  } catch {
    parsed = null;
  }
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
    for (const [gateway, template] of Object.entries(parsed)) {
      if (gateway.trim() !== '' && isTemplate(template)) {
        rules.set(gateway.trim().toLowerCase(), template);
      }
    }
  }
  return [...rules].map(([gateway, template]) => ({ gateway, template }));
}

/**
 * The dashboard URL for a payment, or null when its gateway has no template or the payment has
 * no gateway id. The id is URL-encoded: it comes from the gateway, not from us.
 *
 * @example gatewayLink('stripe', 'pi_123', DEFAULT_GATEWAY_LINKS) // 'https://dashboard.stripe.com/payments/pi_123'
 */
export function gatewayLink(
  gateway: string,
  externalPaymentId: string | undefined,
  rules: readonly GatewayLinkRule[],
): string | null {
  if (!externalPaymentId) return null;
  const name = gateway.toLowerCase();
  // The longest matching name wins: "stripe_connect" may need another page than "stripe".
  const rule = rules
    .filter((candidate) => name.includes(candidate.gateway))
    .sort((a, b) => b.gateway.length - a.gateway.length)[0];
  return rule ? rule.template.replace(PLACEHOLDER, encodeURIComponent(externalPaymentId)) : null;
}

/** The rules this build was made with. */
export const GATEWAY_LINKS: readonly GatewayLinkRule[] = gatewayLinkRules(
  import.meta.env.VITE_GATEWAY_LINKS,
);

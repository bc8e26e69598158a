import { describe, expect, it } from 'vitest';
import { DEFAULT_GATEWAY_LINKS, gatewayLink, gatewayLinkRules } from './gateway-links';

describe('gatewayLink', () => {
  it('links Stripe gateways by default, by name part and case', () => {
    for (const gateway of ['stripe', 'Stripe', 'elastic_path_payments_stripe']) {
      expect(gatewayLink(gateway, 'pi_3OqLx2', DEFAULT_GATEWAY_LINKS)).toBe(
        'https://dashboard.stripe.com/payments/pi_3OqLx2',
      );
    }
  });

  it('has no link without a template or without a gateway id', () => {
    expect(gatewayLink('adyen', 'BLK2P3', DEFAULT_GATEWAY_LINKS)).toBeNull();
    expect(gatewayLink('stripe', undefined, DEFAULT_GATEWAY_LINKS)).toBeNull();
    expect(gatewayLink('stripe', '', DEFAULT_GATEWAY_LINKS)).toBeNull();
  });

  it('encodes the id', () => {
    expect(gatewayLink('stripe', 'a/b?c', DEFAULT_GATEWAY_LINKS)).toBe(
      'https://dashboard.stripe.com/payments/a%2Fb%3Fc',
    );
  });
});

describe('gatewayLinkRules', () => {
  it('adds and replaces templates from VITE_GATEWAY_LINKS', () => {
    const rules = gatewayLinkRules(
      JSON.stringify({
        Adyen: 'https://ca.adyen.example/tx/{external_payment_id}',
        stripe: 'https://dashboard.stripe.com/test/payments/{external_payment_id}',
        stripe_connect: 'https://connect.example/{external_payment_id}',
      }),
    );
    expect(gatewayLink('adyen', 'X1', rules)).toBe('https://ca.adyen.example/tx/X1');
    expect(gatewayLink('stripe', 'pi_1', rules)).toBe(
      'https://dashboard.stripe.com/test/payments/pi_1',
    );
    expect(gatewayLink('my_stripe_connect', 'pi_1', rules)).toBe('https://connect.example/pi_1');
  });

  it('ignores what is not an https template, and a value that is not JSON', () => {
    const rules = gatewayLinkRules(
      JSON.stringify({ evil: 'javascript:alert(1){external_payment_id}', nohole: 'https://x/' }),
    );
    expect(rules).toEqual(DEFAULT_GATEWAY_LINKS);
    expect(gatewayLinkRules('{not json')).toEqual(DEFAULT_GATEWAY_LINKS);
    expect(gatewayLinkRules('["https://x/{external_payment_id}"]')).toEqual(DEFAULT_GATEWAY_LINKS);
    expect(gatewayLinkRules(undefined)).toEqual(DEFAULT_GATEWAY_LINKS);
  });
});

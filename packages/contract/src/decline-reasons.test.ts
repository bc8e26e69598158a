import { describe, expect, it } from 'vitest';
import { explainDecline, shownReason } from './decline-reasons.ts';
import {
  DECLINE_TABLE,
  type DeclineKey,
  GENERIC_CUSTOMER_CAUSE,
  GENERIC_CUSTOMER_FIX,
  SECURITY_DECLINE_LABEL,
} from './decline-table.ts';

/** How each gateway (and a person typing) words each row, as Elastic Path may carry it. */
const WORDINGS: Record<DeclineKey, Record<string, string[]>> = {
  'insufficient-funds': {
    stripe: ['insufficient_funds', 'card_velocity_exceeded'],
    adyen: ['Not enough balance', 'Withdrawal amount exceeded'],
    braintree: ['2001 Insufficient Funds', '2002 Limit Exceeded'],
    plain: ['Insufficient funds', 'INSUFFICIENT FUNDS!'],
  },
  'expired-card': {
    stripe: ['expired_card'],
    adyen: ['Expired Card'],
    braintree: ['2004 Expired Card'],
    plain: ['Card expired', 'the card has expired.'],
  },
  'incorrect-details': {
    stripe: ['incorrect_cvc', 'incorrect_number', 'invalid_expiry_year'],
    adyen: ['CVC Declined', 'Invalid Card Number'],
    braintree: ['2005 Invalid Credit Card Number', '2010 Card Issuer Declined CVV'],
    plain: ['wrong security code'],
  },
  'generic-decline': {
    stripe: ['do_not_honor', 'generic_decline', 'card_declined'],
    adyen: ['Refused', 'Declined Non Generic'],
    braintree: ['2000 Do Not Honor', '2046 Declined', '2038 Processor Declined'],
    plain: ['Card Failure', 'Do not honor', 'Do Not Honour'],
  },
  'processing-error': {
    stripe: ['processing_error', 'try_again_later', 'issuer_not_available'],
    adyen: ['Acquirer Error', 'Issuer Unavailable'],
    braintree: ['3000 Processor Network Unavailable - Try Again'],
    plain: ['Gateway timeout', 'please try again later'],
  },
  'lost-or-stolen': {
    stripe: ['lost_card', 'stolen_card', 'pickup_card'],
    adyen: ['Blocked Card', 'Restricted Card'],
    braintree: [
      '2012 Processor Declined - Possible Lost Card',
      '2013 Processor Declined - Possible Stolen Card',
    ],
    plain: ['Card reported stolen'],
  },
  'suspected-fraud': {
    stripe: ['fraudulent', 'merchant_blacklist'],
    adyen: ['FRAUD', 'Issuer Suspected Fraud', 'FRAUD-CANCELLED'],
    braintree: ['2014 Processor Declined - Fraud Suspected', 'Gateway Rejected: fraud'],
    plain: ['suspected fraud'],
  },
  'authentication-required': {
    stripe: ['authentication_required'],
    adyen: ['3D Not Authenticated', '3D Secure Mandated'],
    braintree: ['2099 Cardholder Authentication Required'],
    plain: ['Authentication required'],
  },
  'card-not-supported': {
    stripe: ['card_not_supported', 'transaction_not_allowed'],
    adyen: ['Not supported', 'Transaction Not Permitted'],
    braintree: ['2015 Transaction Not Allowed', '2024 Card Type Not Enabled'],
    plain: ['card not supported'],
  },
};

describe('explainDecline: every row, in several gateways’ words', () => {
  it('has a row for every key and wordings from at least two gateways per row', () => {
    expect(DECLINE_TABLE.map((row) => row.key).sort()).toEqual(Object.keys(WORDINGS).sort());
    for (const gateways of Object.values(WORDINGS)) {
      const named = ['stripe', 'adyen', 'braintree'].filter((g) => (gateways[g] ?? []).length > 0);
      expect(named.length).toBeGreaterThanOrEqual(2);
    }
  });

  for (const [key, gateways] of Object.entries(WORDINGS)) {
    it(`reads ${key} from ${Object.keys(gateways).join(', ')}`, () => {
      for (const [gateway, texts] of Object.entries(gateways)) {
        for (const text of texts) {
          expect({ gateway, text, key: explainDecline(text).key }).toEqual({ gateway, text, key });
        }
      }
    });
  }

  it('ignores case and punctuation: codes and phrases are the same words', () => {
    expect(explainDecline('INSUFFICIENT_FUNDS').key).toBe('insufficient-funds');
    expect(explainDecline('Insufficient-Funds.').key).toBe('insufficient-funds');
    expect(explainDecline('  do-not-honor ').key).toBe('generic-decline');
    expect(explainDecline('Declined: lost card (code 41)').key).toBe('lost-or-stolen');
  });

  it('prefers the specific reason to the generic decline it arrives in', () => {
    expect(explainDecline('Processor Declined - Fraud Suspected').key).toBe('suspected-fraud');
    expect(explainDecline('Card declined: expired_card').key).toBe('expired-card');
    expect(explainDecline('Declined (insufficient funds)').key).toBe('insufficient-funds');
  });

  it('says whether a retry can help', () => {
    const helps = Object.fromEntries(DECLINE_TABLE.map((row) => [row.key, row.retryCanHelp]));
    expect(helps).toEqual({
      'suspected-fraud': false,
      'lost-or-stolen': false,
      'authentication-required': false,
      'expired-card': false,
      'incorrect-details': false,
      'insufficient-funds': true,
      'card-not-supported': false,
      'processing-error': true,
      'generic-decline': true,
    });
  });
});

describe('explainDecline: what the customer may be told', () => {
  const allCodes = DECLINE_TABLE.flatMap((row) => row.wordings).filter((w) => w.includes('_'));
  const advice = DECLINE_TABLE.map((row) => explainDecline(row.wordings[0]));

  it('never mentions fraud, loss, theft or suspicion in any customer reply', () => {
    for (const a of [...advice, explainDecline('???')]) {
      expect(`${a.customerCause} ${a.customerFix}`).not.toMatch(
        /fraud|lost|los[es]|stole|theft|thie|suspic|risk|block|secur|report/i,
      );
    }
  });

  it('gives lost, stolen and fraud declines the generic reply, the reason internal only', () => {
    for (const a of advice.filter(
      (x) => x.key === 'lost-or-stolen' || x.key === 'suspected-fraud',
    )) {
      expect([a.customerCause, a.customerFix]).toEqual([
        GENERIC_CUSTOMER_CAUSE,
        GENERIC_CUSTOMER_FIX,
      ]);
      expect(a.internalOnly).toBe(true);
      expect(a.title).toMatch(/fraud|lost|stolen/i);
    }
    expect(
      advice
        .filter((a) => a.internalOnly)
        .map((a) => a.key)
        .sort(),
    ).toEqual(['lost-or-stolen', 'suspected-fraud']);
  });

  it('names no card detail and no internal code in any customer reply', () => {
    for (const a of advice) {
      const words = `${a.customerCause} ${a.customerFix}`;
      expect(words).not.toMatch(/\d|_|ending in|last four|visa|mastercard|amex|american express/i);
      expect(words).not.toMatch(/stripe|adyen|braintree|elastic path|gateway|issuer|decline code/i);
      expect(words.toLowerCase()).not.toContain('honor');
      for (const code of allCodes) expect(words).not.toContain(code);
    }
  });

  it('keeps the matched wording for the agent', () => {
    expect(explainDecline('2014 Processor Declined - Fraud Suspected').matched).toBe(
      'Processor Declined - Fraud Suspected',
    );
  });
});

describe('explainDecline: the fallback', () => {
  it('sends the agent to the gateway for a reason it does not know, or none', () => {
    for (const reason of ['Computer says no', '', null, undefined, '---']) {
      expect(explainDecline(reason)).toEqual({
        key: 'unknown',
        title: 'Unknown reason',
        category: 'unknown',
        retryCanHelp: null,
        agentNote: 'Unknown reason: open the payment in the gateway.',
        customerCause: GENERIC_CUSTOMER_CAUSE,
        customerFix: GENERIC_CUSTOMER_FIX,
        internalOnly: false,
        matched: null,
      });
    }
  });

  it('does not match a word inside another word', () => {
    expect(explainDecline('Refusenik account').key).toBe('unknown');
    expect(explainDecline('defrauded').key).toBe('unknown');
  });
});

describe('explainDecline: a reason read once', () => {
  it('gives the same advice object for the same reason, and still reads each new one', () => {
    const first = explainDecline('2001 Insufficient Funds');
    expect(explainDecline('2001 Insufficient Funds')).toBe(first);
    expect(explainDecline('2004 Expired Card').key).toBe('expired-card');
  });

  it('keeps reading reasons right after more distinct reasons than it remembers', () => {
    for (let i = 0; i < 1_200; i += 1) {
      expect(explainDecline(`Computer says no ${i}`).key).toBe('unknown');
      expect(explainDecline(`insufficient_funds ${i}`).key).toBe('insufficient-funds');
    }
  });
});

describe('shownReason: security declines read as internal', () => {
  it('hides every security wording of every gateway and keeps the others as written', () => {
    for (const key of ['suspected-fraud', 'lost-or-stolen'] as const)
      for (const texts of Object.values(WORDINGS[key]))
        for (const text of texts) expect(shownReason(text)).toBe(SECURITY_DECLINE_LABEL);
    expect(shownReason('2001 Insufficient Funds')).toBe('2001 Insufficient Funds');
  });
});

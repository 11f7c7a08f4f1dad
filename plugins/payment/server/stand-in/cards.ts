/**
 * Stripe's test cards, as the stand-in charges them: the numbers and error texts Stripe documents
 * for test mode (https://docs.stripe.com/testing). Any other number is refused the way Stripe's
 * test mode refuses a real card.
 */

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface CardError {
  type: 'card_error';
  code: string;
  decline_code?: string;
  message: string;
  param?: string;
}

export type CardOutcome =
  { ok: true; brand: string; last4: string } | { ok: false; error: CardError };

const DECLINED = 'Your card was declined.';

/** Test numbers that succeed, with their brand. */
const SUCCEEDING: Readonly<Record<string, string>> = {
  '4242424242424242': 'visa',
  '4000056655665556': 'visa',
  '5555555555554444': 'mastercard',
  '2223003122003222': 'mastercard',
  '378282246310005': 'amex',
};

/** Test numbers that are declined, with Stripe's code and message. */
const DECLINING: Readonly<Record<string, Omit<CardError, 'type'>>> = {
  '4000000000000002': { code: 'card_declined', decline_code: 'generic_decline', message: DECLINED },
  '4000000000009995': {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000000000009987': { code: 'card_declined', decline_code: 'lost_card', message: DECLINED },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

/** Stripe's test payment methods (`pm_card_visa`…) and the card each stands for. */
export const TEST_PAYMENT_METHODS: Readonly<Record<string, string>> = {
  pm_card_visa: '4242424242424242',
  pm_card_mastercard: '5555555555554444',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
};

/** Whether the digits pass the Luhn check every card number passes. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

const fail = (code: string, message: string, extra: Partial<CardError> = {}): CardOutcome => ({
  ok: false,
  error: { type: 'card_error', code, message, ...extra },
});

/** Charges a card in test mode: its brand and last digits, or Stripe's error. */
export function chargeCard(card: CardDetails, now = new Date()): CardOutcome {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhn(number))
    return fail('incorrect_number', 'Your card number is incorrect.', { param: 'number' });
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12)
    return fail('invalid_expiry_month', "Your card's expiration month is invalid.", {
      param: 'exp_month',
    });
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (
    !Number.isInteger(year) ||
    year * 12 + card.expMonth - 1 < thisMonth ||
    year > now.getUTCFullYear() + 50
  )
    return fail('invalid_expiry_year', "Your card's expiration year is invalid.", {
      param: 'exp_year',
    });
  const cvcLength = number.startsWith('3') ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc))
    return fail('invalid_cvc', "Your card's security code is invalid.", { param: 'cvc' });
  const declined = DECLINING[number];
  if (declined) return { ok: false, error: { type: 'card_error', ...declined } };
  const brand = SUCCEEDING[number];
  if (!brand)
    return fail(
      'card_declined',
      'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
      { decline_code: 'test_mode_live_card' },
    );
  return { ok: true, brand, last4: number.slice(-4) };
}

/**
 * The stand-in's operators (Reloadly's operator objects, trimmed to what a top-up needs) and
 * how a number finds its operator, as Reloadly's auto-detect does: by the national prefix.
 */
export interface StandInOperator {
  id: number;
  name: string;
  /** National prefixes (after the country code, without the trunk 0). */
  prefixes: readonly string[];
}

export const STAND_IN_COUNTRY = { isoName: 'ZW', name: 'Zimbabwe', callingCode: '263' } as const;

export const STAND_IN_OPERATORS: readonly StandInOperator[] = [
  { id: 663, name: 'Econet Wireless Zimbabwe', prefixes: ['77', '78'] },
  { id: 664, name: 'NetOne Zimbabwe', prefixes: ['71'] },
  { id: 665, name: 'Telecel Zimbabwe', prefixes: ['73'] },
];

/** US$ bounds of one top-up (Reloadly's `minAmount` / `maxAmount` of a RANGE operator). */
export const STAND_IN_AMOUNTS = { min: 1, max: 100 } as const;

/**
 * The test number that fails (like Stripe's declined cards): a national number ending in
 * 0000000 (`+263 77 000 0000`) is refused by the operator.
 */
export const refusedNumber = (national: string) => national.endsWith('0000000');

/** The 9-digit national number of `phone` (`+263 77 123 4567`, `0771234567`, `263771234567`). */
export function nationalNumber(phone: string): string | null {
  let digits = phone.replace(/[\s()-]/g, '');
  if (digits.startsWith('+')) digits = digits.slice(1);
  if (!/^\d+$/.test(digits)) return null;
  if (digits.startsWith(STAND_IN_COUNTRY.callingCode) && digits.length === 12)
    digits = digits.slice(3);
  else if (digits.startsWith('0') && digits.length === 10) digits = digits.slice(1);
  return digits.length === 9 ? digits : null;
}

export function operatorOfNumber(national: string): StandInOperator | undefined {
  return STAND_IN_OPERATORS.find((operator) =>
    operator.prefixes.some((prefix) => national.startsWith(prefix)),
  );
}

/** Reloadly's operator object for `operator`. */
export function operatorObject(operator: StandInOperator) {
  return {
    id: operator.id,
    operatorId: operator.id,
    name: operator.name,
    bundle: false,
    data: false,
    pin: false,
    supportsLocalAmounts: false,
    supportsGeographicalRechargePlans: false,
    denominationType: 'RANGE',
    senderCurrencyCode: 'USD',
    senderCurrencySymbol: '$',
    destinationCurrencyCode: 'USD',
    destinationCurrencySymbol: '$',
    internationalDiscount: 0,
    localDiscount: 0,
    mostPopularAmount: 5,
    minAmount: STAND_IN_AMOUNTS.min,
    maxAmount: STAND_IN_AMOUNTS.max,
    localMinAmount: null,
    localMaxAmount: null,
    country: { isoName: STAND_IN_COUNTRY.isoName, name: STAND_IN_COUNTRY.name },
    fx: { rate: 1, currencyCode: 'USD' },
    logoUrls: [],
    fixedAmounts: [],
    fixedAmountsDescriptions: {},
    localFixedAmounts: [],
    localFixedAmountsDescriptions: {},
    suggestedAmounts: [2, 5, 10, 20],
    suggestedAmountsMap: {},
  };
}

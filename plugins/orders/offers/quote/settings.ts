/**
 * The `quote` offer type's settings (pure): `{ "type": "quote", "name"?: "Personal shopper",
 * "referencePrefix"?: "PS", "maxAmount"?: 5000000 }`. A request is placed with nothing to pay;
 * staff answer it with a quote (one line named `name`, at most `maxAmount` cents), which the
 * shopper then pays (`routes.ts`).
 */
import type { OfferSettings } from '../entries.ts';

/** The line a quote is written as when the offer names none. */
export const DEFAULT_QUOTE_NAME = 'Quote';

export const QUOTE_SETTINGS_MESSAGES = {
  badName: (id: string) => `The offer "${id}": "name" must be a text (the quote's line).`,
  badMaxAmount: (id: string) =>
    `The offer "${id}": "maxAmount" must be a whole number of cents above 0, or be left out.`,
} as const;

/** The most a quote may ask, in cents; null when the offer sets no bound. */
export function quoteMaxAmount(settings: OfferSettings): number | null {
  const value = settings.maxAmount;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}

/** The name of the quote's line (`Personal shopper`). */
export function quoteName(settings: OfferSettings): string {
  const value = settings.name;
  return typeof value === 'string' && value.trim() ? value.trim() : DEFAULT_QUOTE_NAME;
}

export function quoteSettingsProblems(id: string, settings: OfferSettings): string[] {
  const problems: string[] = [];
  if (settings.name !== undefined && (typeof settings.name !== 'string' || !settings.name.trim()))
    problems.push(QUOTE_SETTINGS_MESSAGES.badName(id));
  if (settings.maxAmount !== undefined && quoteMaxAmount(settings) === null)
    problems.push(QUOTE_SETTINGS_MESSAGES.badMaxAmount(id));
  return problems;
}

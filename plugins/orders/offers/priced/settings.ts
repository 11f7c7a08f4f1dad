/**
 * The `priced` offer's settings: `{ "type": "priced", "formula": "<site formula id or name>",
 * "name": "<the order line's name>", "payMinutes"?: 30 }`. The formula is called on the server
 * with the order's details: whole cents above 0 are the price; a text refuses the order with
 * that text (so one site formula both checks the shopper's entries and prices them).
 */
import { offerText, type OfferSettings } from '../entries.ts';

export const PRICED_MESSAGES = {
  noFormula: (id: string) =>
    `The offer "${id}" needs a "formula": the site formula (id or name) that prices its details.`,
  noName: (id: string) => `The offer "${id}" needs a "name": the order line's name.`,
  badPayMinutes: (id: string) =>
    `The offer "${id}": "payMinutes" must be a whole number of minutes from 30 to 1440.`,
  badFormula: (id: string, detail: string) => `The offer "${id}" could not be priced: ${detail}`,
  badPrice: (id: string, value: string) =>
    `The offer "${id}" could not be priced: its formula gave ${value}, not whole cents above 0 or a text.`,
} as const;

/** Minutes the payment page stays open when the offer does not say. */
export const PRICED_PAY_MINUTES = 30;

export function pricedSettingsProblems(id: string, settings: OfferSettings): string[] {
  const problems: string[] = [];
  if (!offerText(settings, 'formula')) problems.push(PRICED_MESSAGES.noFormula(id));
  if (!offerText(settings, 'name')) problems.push(PRICED_MESSAGES.noName(id));
  const minutes = settings.payMinutes;
  if (
    minutes !== undefined &&
    (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes < 30 || minutes > 1440)
  )
    problems.push(PRICED_MESSAGES.badPayMinutes(id));
  return problems;
}

/**
 * What each offer type checks in its settings, for the plugin's `validate` (the editor lists
 * the messages). One line per type; its checks live in its folder (`<type>/settings.ts`).
 */
import { offerEntries, OFFER_MESSAGES, type OfferSettings } from './entries.ts';
import { pricedSettingsProblems } from './priced/settings.ts';
import { quoteSettingsProblems } from './quote/settings.ts';
import { checkSeatsSettings } from './seats/settings.ts';

export type OfferSettingsCheck = (id: string, settings: OfferSettings) => string[];

export const OFFER_SETTINGS_CHECKS: Readonly<Record<string, OfferSettingsCheck>> = {
  priced: pricedSettingsProblems,
  quote: quoteSettingsProblems,
  seats: checkSeatsSettings,
};

/** Every problem of the `offers` setting: its shape, unknown types, each type's own checks. */
export function offerProblems(value: unknown): string[] {
  const problems: string[] = [];
  const known = Object.keys(OFFER_SETTINGS_CHECKS);
  for (const entry of offerEntries(value, problems)) {
    const check = OFFER_SETTINGS_CHECKS[entry.type];
    if (!check) problems.push(OFFER_MESSAGES.unknownType(entry.id, entry.type, known));
    else problems.push(...check(entry.id, entry.settings));
  }
  return problems;
}

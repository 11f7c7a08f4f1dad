/**
 * Airtime top-ups (Reloadly's API shape): the browser half has no actions and no start-up; an
 * order of an offer that names this plugin (`"fulfil": "topup"`, orders plugin) is topped up by
 * the server half (`server/`) once its payment's webhook arrived. The settings say where the
 * provider is and where the order's details keep the number, the amount and the network.
 */
import { definePlugin } from '../define.ts';
import { missingSettings } from '../settings.ts';
import { TOPUP_MESSAGES, TOPUP_SETTINGS } from './settings.ts';
import { label } from '@shared/i18n/label.ts';

const isAddress = (value: unknown) => {
  if (typeof value !== 'string' || !value.trim()) return true;
  try {
    return /^https?:$/.test(new URL(value.trim()).protocol);
  } catch {
    return false;
  }
};

export const topupPlugin = definePlugin({
  id: 'topup',
  label: label('Airtime top-ups', 'Recharges de crédit'),
  settings: TOPUP_SETTINGS,
  variables: {},
  actions: {},
  validate(publicSettings, privateSettings) {
    const missing = missingSettings(TOPUP_SETTINGS, publicSettings, privateSettings);
    const problems: string[] = [];
    if (missing.includes('clientId')) problems.push(TOPUP_MESSAGES.noClientId);
    if (missing.includes('clientSecret')) problems.push(TOPUP_MESSAGES.noClientSecret);
    if (!isAddress(publicSettings.apiUrl)) problems.push(TOPUP_MESSAGES.badAddress('API address'));
    if (!isAddress(publicSettings.authUrl))
      problems.push(TOPUP_MESSAGES.badAddress('sign-in address'));
    const country = publicSettings.countryCode;
    if (country !== undefined && (typeof country !== 'string' || !/^[A-Za-z]{2}$/.test(country)))
      problems.push(TOPUP_MESSAGES.noCountry);
    return problems;
  },
});

/** The airtime plugin's settings messages in French (the editor's Plugins panel). */
import { defineFrenchMessages } from '../define.ts';
import { TOPUP_MESSAGES } from './settings.ts';

export default defineFrenchMessages({
  texts: {
    [TOPUP_MESSAGES.noClientId]: 'Aucun identifiant de client défini.',
    [TOPUP_MESSAGES.noClientSecret]: 'Aucun secret de client défini.',
    [TOPUP_MESSAGES.noCountry]: 'Le pays doit être un code ISO de deux lettres, comme ZW.',
    [TOPUP_MESSAGES.badAddress('API address')]:
      'L’adresse de l’API doit être une adresse http(s), ou rester vide.',
    [TOPUP_MESSAGES.badAddress('sign-in address')]:
      'L’adresse de connexion doit être une adresse http(s), ou rester vide.',
  },
});

/** The analytics plugin's settings messages in French (the editor's Plugins panel). */
import { defineFrenchMessages } from '../define.ts';
import { ANALYTICS_MESSAGES } from './events.ts';

export default defineFrenchMessages({
  texts: {
    [ANALYTICS_MESSAGES.writeKeyRequired]:
      'Les réglages des statistiques demandent une clé d’écriture (write key).',
    [ANALYTICS_MESSAGES.apiHostInvalid]:
      'L’hôte de l’API des statistiques doit être un nom d’hôte suivi d’un chemin, ou une URL http(s).',
    [ANALYTICS_MESSAGES.cdnUrlInvalid]: 'L’URL du CDN des statistiques doit être une URL http(s).',
  },
});

/** The payment plugin's settings messages in French (the editor's Plugins panel). */
import { defineFrenchMessages } from '../define.ts';
import { MESSAGES } from './messages.ts';

export default defineFrenchMessages({
  texts: {
    [MESSAGES.noPublicKey]: 'Une clé API publique (clé publiable) est requise.',
    [MESSAGES.noPrivateKey]: 'Une clé API privée (clé secrète) est requise.',
  },
});

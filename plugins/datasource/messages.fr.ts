/** The datasource plugin's settings messages in French (the editor's Plugins panel). */
import { defineFrenchMessages } from '../define.ts';
import { DATASOURCE_MESSAGES } from './validate.ts';

export default defineFrenchMessages({
  texts: { [DATASOURCE_MESSAGES.noApiKey]: 'Aucune clé API définie.' },
});

/** The orders plugin's settings messages in French (the editor's Plugins panel). */
import { defineFrenchMessages } from '../define.ts';
import { ORDER_MESSAGES } from './messages.ts';

export default defineFrenchMessages({
  texts: { [ORDER_MESSAGES.noProducts]: 'Aucune collection de produits définie.' },
});

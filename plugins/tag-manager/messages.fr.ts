/** The tag manager's settings messages in French (the editor's Plugins panel). */
import { defineFrenchMessages } from '../define.ts';
import { TAG_MANAGER_MESSAGES } from './plugin.ts';

export default defineFrenchMessages({
  texts: {
    [TAG_MANAGER_MESSAGES.noContainerId]: 'Un identifiant de conteneur de production est requis.',
  },
});

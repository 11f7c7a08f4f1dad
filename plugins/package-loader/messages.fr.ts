/** The package loader's settings messages in French (the editor's Plugins panel). */
import { defineFrenchMessages } from '../define.ts';
import { PACKAGE_MESSAGES } from './plugin.ts';

export default defineFrenchMessages({
  texts: {
    [PACKAGE_MESSAGES.noPackages]: 'Les paquets doivent être une liste de { name, version }.',
  },
  patterns: [
    [
      /^Package (\d+) needs a name and a version\.$/,
      (m) => `Le paquet ${m[1]} demande un nom et une version.`,
    ],
  ],
});

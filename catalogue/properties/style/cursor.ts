/** The mouse pointer over the element. */
import { cssSelect, option, type StyleGroup } from '../descriptor.ts';

export const cursorProperties = {
  cursor: cssSelect('Cursor', 'Curseur', [
    option('auto', 'Automatic', 'Automatique'),
    option('default', 'Arrow', 'Flèche'),
    option('pointer', 'Hand (link)', 'Main (lien)'),
    option('text', 'Text', 'Texte'),
    option('move', 'Move', 'Déplacer'),
    option('grab', 'Grab', 'Saisir'),
    option('grabbing', 'Grabbing', 'Saisie'),
    option('not-allowed', 'Not allowed', 'Interdit'),
    option('wait', 'Wait', 'Attente'),
    option('help', 'Help', 'Aide'),
    option('crosshair', 'Crosshair', 'Réticule'),
    option('zoom-in', 'Zoom in', 'Agrandir'),
    option('zoom-out', 'Zoom out', 'Réduire'),
    option('none', 'Hidden', 'Masqué'),
  ]),
} satisfies StyleGroup;

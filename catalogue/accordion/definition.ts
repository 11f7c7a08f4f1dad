import { defineComponent, label } from '../define.ts';

/** An accordion's settings: whether it starts open, and the height animation. */
export interface AccordionProps {
  initValue: boolean;
  animated: boolean;
}

export const accordionDefinition = defineComponent({
  type: 'accordion',
  label: label('Accordion', 'Accordéon'),
  category: 'layout',
  slots: ['toggle', 'content'],
  addSlot: 'content',
  slotLabels: {
    toggle: label('Toggle', 'Bascule'),
    content: label('Content', 'Contenu'),
  },
  displayModes: ['flex', 'block'],
  // `open` while open: the "active toggle layout" of the seeds (other styles while open), written
  // `[data-state~="open"]` in the page stylesheet.
  states: ['open'],
  events: [
    { name: 'open', label: label('On open', 'À l’ouverture') },
    { name: 'close', label: label('On close', 'À la fermeture') },
    { name: 'change', label: label('On change', 'Au changement'), payload: ['value'] },
  ],
  actions: [
    { name: 'toggle', label: label('Toggle', 'Basculer') },
    { name: 'open', label: label('Open', 'Ouvrir') },
    { name: 'close', label: label('Close', 'Fermer') },
  ],
  state: { isOpen: { type: 'boolean', label: label('Is open', 'Est ouvert') } },
  properties: {
    initValue: {
      type: 'boolean',
      label: label('Open at first', 'Ouvert au départ'),
      // Default: off (closed, seeds "init value on/off"). When a bound value changes, the
      // accordion follows it.
      default: false,
      section: 'settings',
      bindable: true,
    },
    animated: {
      type: 'boolean',
      label: label('Animate the height', 'Animer la hauteur'),
      // Default: on, a 0.25 s height transition (none when the visitor asks for reduced motion).
      default: true,
      section: 'settings',
      bindable: false,
    },
  },
});

import type { ComponentSeeds } from '../seeds.ts';

/**
 * Seeds §3 "Accordion": "init value on/off; toggle; active toggle layout; content layout". The
 * toggle and the content are its two slots; "active toggle layout" is the `open` state (styles
 * that apply while open).
 */
export const accordionSeeds: ComponentSeeds = {
  heading: 'Accordion',
  properties: [{ name: 'initValue', default: false }],
  states: ['open'],
  actions: ['toggle'],
  slots: ['toggle', 'content'],
};

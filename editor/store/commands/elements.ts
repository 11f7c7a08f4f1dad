/** Element commands (canvas, navigator, sidebars, clipboard): one line each, alphabetical. */
import { renameElement } from './rename-element.ts';

export const ELEMENT_COMMANDS = {
  [renameElement.type]: renameElement,
} as const;

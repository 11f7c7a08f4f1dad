/** Element commands (canvas, navigator, sidebars, clipboard): one line each, alphabetical. */
import { deleteElement } from './delete-element.ts';
import { duplicateElement } from './duplicate-element.ts';
import { insertElement } from './insert-element.ts';
import { moveElement } from './move-element.ts';
import { pasteElements } from './paste-elements.ts';
import { removeMissingChildren } from './remove-missing-children.ts';
import { renameElement } from './rename-element.ts';
import { setElementEvents } from './set-element-events.ts';
import { setElementHidden } from './set-element-hidden.ts';
import { setElementHtml } from './set-element-html.ts';
import { setElementLink } from './set-element-link.ts';
import { setProperty } from './set-property.ts';

export const ELEMENT_COMMANDS = {
  [deleteElement.type]: deleteElement,
  [duplicateElement.type]: duplicateElement,
  [insertElement.type]: insertElement,
  [moveElement.type]: moveElement,
  [pasteElements.type]: pasteElements,
  [removeMissingChildren.type]: removeMissingChildren,
  [renameElement.type]: renameElement,
  [setElementEvents.type]: setElementEvents,
  [setElementHidden.type]: setElementHidden,
  [setElementHtml.type]: setElementHtml,
  [setElementLink.type]: setElementLink,
  [setProperty.type]: setProperty,
} as const;

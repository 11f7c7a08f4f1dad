/**
 * Every component definition by type. Imports no React and no assets, so Node tools (the validate
 * CLI, the server) can read the catalogue's metadata.
 */
import type { ComponentDefinition } from './define.ts';
import { buttonDefinition } from './button/definition.ts';
import { flexboxDefinition } from './flexbox/definition.ts';
import { imageDefinition } from './image/definition.ts';
import { textDefinition } from './text/definition.ts';

const all: ComponentDefinition[] = [
  textDefinition,
  imageDefinition,
  flexboxDefinition,
  buttonDefinition,
  // One line per component, in alphabetical order of type:
];

export const componentDefinitions: Readonly<Record<string, ComponentDefinition>> =
  Object.fromEntries(all.map((definition) => [definition.type, definition]));

export const componentTypes: ReadonlySet<string> = new Set(Object.keys(componentDefinitions));

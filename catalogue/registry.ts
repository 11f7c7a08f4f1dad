/** Component type → React component and definition: what the renderer draws an element with. */
import type { ComponentType } from 'react';
import { Button, buttonDefinition } from './button/index.ts';
import type { CatalogueComponentProps } from './component.ts';
import type { ComponentDefinition } from './define.ts';
import { Flexbox, flexboxDefinition } from './flexbox/index.ts';
import { Image, imageDefinition } from './image/index.ts';
import { Text, textDefinition } from './text/index.ts';

export interface CatalogueEntry {
  definition: ComponentDefinition;
  component: ComponentType<CatalogueComponentProps<Record<string, unknown>>>;
}

/**
 * Pairs a component with its definition. The renderer builds props from the definition, so the
 * component's own props type holds by construction; this is the one place that widens it.
 */
function entry<P>(
  definition: ComponentDefinition,
  component: ComponentType<CatalogueComponentProps<P>>,
): CatalogueEntry {
  return { definition, component: component as unknown as CatalogueEntry['component'] };
}

export const registry: Readonly<Record<string, CatalogueEntry>> = {
  text: entry(textDefinition, Text),
  image: entry(imageDefinition, Image),
  flexbox: entry(flexboxDefinition, Flexbox),
  button: entry(buttonDefinition, Button),
};

export function catalogueEntry(type: string): CatalogueEntry | undefined {
  return Object.hasOwn(registry, type) ? registry[type] : undefined;
}

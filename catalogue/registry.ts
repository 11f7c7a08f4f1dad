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
  /**
   * The component calls no hooks and renders from its props alone, so the renderer may call it
   * as a plain function inside the element's own render: one React component per element
   * instead of two (a long list renders noticeably faster). Leave it off for any component
   * with state, effects or context.
   */
  hookless?: boolean;
}

/**
 * Pairs a component with its definition. The renderer builds props from the definition, so the
 * component's own props type holds by construction; this is the one place that widens it.
 */
function entry<P>(
  definition: ComponentDefinition,
  component: ComponentType<CatalogueComponentProps<P>>,
  options: { hookless?: boolean } = {},
): CatalogueEntry {
  return {
    definition,
    component: component as unknown as CatalogueEntry['component'],
    hookless: options.hookless === true,
  };
}

export const registry: Readonly<Record<string, CatalogueEntry>> = {
  text: entry(textDefinition, Text, { hookless: true }),
  image: entry(imageDefinition, Image, { hookless: true }),
  flexbox: entry(flexboxDefinition, Flexbox, { hookless: true }),
  button: entry(buttonDefinition, Button, { hookless: true }),
};

export function catalogueEntry(type: string): CatalogueEntry | undefined {
  return Object.hasOwn(registry, type) ? registry[type] : undefined;
}

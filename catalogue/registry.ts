/**
 * Component type → React component and definition: what the renderer draws an element with.
 *
 * Text, image, flexbox and button are in the visitor's main bundle. Every other component is a
 * chunk of its own, definition included (its metadata, labels and all, would otherwise weigh on
 * every page): `loadCatalogueEntry(type)` fetches it, after which `catalogueEntry(type)` has it.
 * The runtime loads the chunks a page names together with its data (`runtime/render/preload.ts`).
 * Node tools read every definition from `definitions.ts` instead.
 */
import { loadOnce } from '@shared/load-once.ts';
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

const bundled: Readonly<Record<string, CatalogueEntry>> = {
  text: entry(textDefinition, Text, { hookless: true }),
  image: entry(imageDefinition, Image, { hookless: true }),
  flexbox: entry(flexboxDefinition, Flexbox, { hookless: true }),
  button: entry(buttonDefinition, Button, { hookless: true }),
};

/** Components in chunks of their own, one line each, in alphabetical order of type. */
const chunks: Readonly<Record<string, () => Promise<CatalogueEntry>>> = {
  accordion: () =>
    import('./accordion/index.ts').then((m) => entry(m.accordionDefinition, m.Accordion)),
  carousel: () =>
    import('./carousel/index.ts').then((m) => entry(m.carouselDefinition, m.Carousel)),
  checkbox: () =>
    import('./checkbox/index.ts').then((m) => entry(m.checkboxDefinition, m.Checkbox)),
  columns: () => import('./columns/index.ts').then((m) => entry(m.columnsDefinition, m.Columns)),
  dialog: () => import('./dialog/index.ts').then((m) => entry(m.dialogDefinition, m.Dialog)),
  dropdown: () =>
    import('./dropdown/index.ts').then((m) => entry(m.dropdownDefinition, m.Dropdown)),
  'file-input': () =>
    import('./file-input/index.ts').then((m) => entry(m.fileInputDefinition, m.FileInput)),
  'form-container': () =>
    import('./form-container/index.ts').then((m) =>
      entry(m.formContainerDefinition, m.FormContainer),
    ),
  'form-input': () =>
    import('./form-input/index.ts').then((m) => entry(m.formInputDefinition, m.FormInput)),
  html: () => import('./html/index.ts').then((m) => entry(m.htmlDefinition, m.Html)),
  icon: () => import('./icon/index.ts').then((m) => entry(m.iconDefinition, m.Icon)),
  'legacy-select': () =>
    import('./legacy-select/index.ts').then((m) => entry(m.legacySelectDefinition, m.LegacySelect)),
  loader: () => import('./loader/index.ts').then((m) => entry(m.loaderDefinition, m.Loader)),
  map: () => import('./map/index.ts').then((m) => entry(m.mapDefinition, m.MapView)),
  'mask-input': () =>
    import('./mask-input/index.ts').then((m) => entry(m.maskInputDefinition, m.MaskInput)),
  modal: () => import('./modal/index.ts').then((m) => entry(m.modalDefinition, m.Modal)),
  'qr-code': () => import('./qr-code/index.ts').then((m) => entry(m.qrCodeDefinition, m.QrCode)),
  'rich-text': () =>
    import('./rich-text/index.ts').then((m) => entry(m.richTextDefinition, m.RichText)),
  select: () => import('./select/index.ts').then((m) => entry(m.selectDefinition, m.Select)),
  slider: () => import('./slider/index.ts').then((m) => entry(m.sliderDefinition, m.Slider)),
  tabs: () => import('./tabs/index.ts').then((m) => entry(m.tabsDefinition, m.Tabs)),
};

const loaded = new Map<string, CatalogueEntry>();
const loadChunk = loadOnce((type: string) => chunks[type]!(), loaded);

/** Whether the catalogue has this type (loaded or not). */
export function isCatalogueType(type: string): boolean {
  return Object.hasOwn(bundled, type) || Object.hasOwn(chunks, type);
}

/** The entry of a type, when it is in the main bundle or its chunk has loaded; else undefined. */
export function catalogueEntry(type: string): CatalogueEntry | undefined {
  return Object.hasOwn(bundled, type) ? bundled[type] : loaded.get(type);
}

/**
 * The entry of a type, loading its chunk first when needed (once); undefined for an unknown
 * type. A chunk that fails to load rejects, and the next call tries again.
 */
export function loadCatalogueEntry(type: string): Promise<CatalogueEntry | undefined> {
  const ready = catalogueEntry(type);
  if (ready || !Object.hasOwn(chunks, type)) return Promise.resolve(ready);
  return loadChunk(type);
}

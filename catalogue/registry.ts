/**
 * Component type → React component and definition: what the renderer draws an element with.
 *
 * Text, image, flexbox and button are in the visitor's main bundle. Every other component is a
 * chunk of its own, definition included (its metadata, labels and all, would otherwise weigh on
 * every page): `loadCatalogueEntry(type)` fetches it, after which `catalogueEntry(type)` has it.
 * The runtime loads the chunks a page names together with its data (`runtime/render/preload.ts`).
 * Node tools read every definition from `definitions.ts` instead.
 */
import { importAgainAs } from '@shared/import-again.ts';
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
  accordion: importAgainAs(
    () => import('./accordion/index.ts'),
    (m) => entry(m.accordionDefinition, m.Accordion),
  ),
  carousel: importAgainAs(
    () => import('./carousel/index.ts'),
    (m) => entry(m.carouselDefinition, m.Carousel),
  ),
  checkbox: importAgainAs(
    () => import('./checkbox/index.ts'),
    (m) => entry(m.checkboxDefinition, m.Checkbox),
  ),
  columns: importAgainAs(
    () => import('./columns/index.ts'),
    (m) => entry(m.columnsDefinition, m.Columns),
  ),
  dialog: importAgainAs(
    () => import('./dialog/index.ts'),
    (m) => entry(m.dialogDefinition, m.Dialog),
  ),
  dropdown: importAgainAs(
    () => import('./dropdown/index.ts'),
    (m) => entry(m.dropdownDefinition, m.Dropdown),
  ),
  'file-input': importAgainAs(
    () => import('./file-input/index.ts'),
    (m) => entry(m.fileInputDefinition, m.FileInput),
  ),
  'form-container': importAgainAs(
    () => import('./form-container/index.ts'),
    (m) => entry(m.formContainerDefinition, m.FormContainer),
  ),
  'form-input': importAgainAs(
    () => import('./form-input/index.ts'),
    (m) => entry(m.formInputDefinition, m.FormInput),
  ),
  html: importAgainAs(
    () => import('./html/index.ts'),
    (m) => entry(m.htmlDefinition, m.Html),
  ),
  icon: importAgainAs(
    () => import('./icon/index.ts'),
    (m) => entry(m.iconDefinition, m.Icon),
  ),
  'legacy-select': importAgainAs(
    () => import('./legacy-select/index.ts'),
    (m) => entry(m.legacySelectDefinition, m.LegacySelect),
  ),
  loader: importAgainAs(
    () => import('./loader/index.ts'),
    (m) => entry(m.loaderDefinition, m.Loader),
  ),
  map: importAgainAs(
    () => import('./map/index.ts'),
    (m) => entry(m.mapDefinition, m.MapView),
  ),
  'mask-input': importAgainAs(
    () => import('./mask-input/index.ts'),
    (m) => entry(m.maskInputDefinition, m.MaskInput),
  ),
  modal: importAgainAs(
    () => import('./modal/index.ts'),
    (m) => entry(m.modalDefinition, m.Modal),
  ),
  'qr-code': importAgainAs(
    () => import('./qr-code/index.ts'),
    (m) => entry(m.qrCodeDefinition, m.QrCode),
  ),
  'rich-text': importAgainAs(
    () => import('./rich-text/index.ts'),
    (m) => entry(m.richTextDefinition, m.RichText),
  ),
  select: importAgainAs(
    () => import('./select/index.ts'),
    (m) => entry(m.selectDefinition, m.Select),
  ),
  slider: importAgainAs(
    () => import('./slider/index.ts'),
    (m) => entry(m.sliderDefinition, m.Slider),
  ),
  tabs: importAgainAs(
    () => import('./tabs/index.ts'),
    (m) => entry(m.tabsDefinition, m.Tabs),
  ),
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

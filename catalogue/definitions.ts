/**
 * Every component definition by type. Imports no React and no assets, so Node tools (the validate
 * CLI, the server) can read the catalogue's metadata.
 */
import type { ComponentDefinition } from './define.ts';
import { accordionDefinition } from './accordion/definition.ts';
import { buttonDefinition } from './button/definition.ts';
import { carouselDefinition } from './carousel/definition.ts';
import { checkboxDefinition } from './checkbox/definition.ts';
import { columnsDefinition } from './columns/definition.ts';
import { dialogDefinition } from './dialog/definition.ts';
import { dropdownDefinition } from './dropdown/definition.ts';
import { fileInputDefinition } from './file-input/definition.ts';
import { flexboxDefinition } from './flexbox/definition.ts';
import { formContainerDefinition } from './form-container/definition.ts';
import { formInputDefinition } from './form-input/definition.ts';
import { htmlDefinition } from './html/definition.ts';
import { iconDefinition } from './icon/definition.ts';
import { imageDefinition } from './image/definition.ts';
import { legacySelectDefinition } from './legacy-select/definition.ts';
import { loaderDefinition } from './loader/definition.ts';
import { mapDefinition } from './map/definition.ts';
import { maskInputDefinition } from './mask-input/definition.ts';
import { modalDefinition } from './modal/definition.ts';
import { qrCodeDefinition } from './qr-code/definition.ts';
import { richTextDefinition } from './rich-text/definition.ts';
import { selectDefinition } from './select/definition.ts';
import { sliderDefinition } from './slider/definition.ts';
import { tabsDefinition } from './tabs/definition.ts';
import { textDefinition } from './text/definition.ts';

const all: ComponentDefinition[] = [
  textDefinition,
  imageDefinition,
  flexboxDefinition,
  buttonDefinition,
  // One line per component, in alphabetical order of type:
  accordionDefinition,
  carouselDefinition,
  checkboxDefinition,
  columnsDefinition,
  dialogDefinition,
  dropdownDefinition,
  fileInputDefinition,
  formContainerDefinition,
  formInputDefinition,
  htmlDefinition,
  iconDefinition,
  legacySelectDefinition,
  loaderDefinition,
  mapDefinition,
  maskInputDefinition,
  modalDefinition,
  qrCodeDefinition,
  richTextDefinition,
  selectDefinition,
  sliderDefinition,
  tabsDefinition,
];

export const componentDefinitions: Readonly<Record<string, ComponentDefinition>> =
  Object.fromEntries(all.map((definition) => [definition.type, definition]));

export const componentTypes: ReadonlySet<string> = new Set(Object.keys(componentDefinitions));

/** Events each component type raises beyond the DOM ones (for `validateSite`). */
export const componentEvents: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  all.map((definition) => [
    definition.type,
    new Set((definition.events ?? []).map((event) => event.name)),
  ]),
);

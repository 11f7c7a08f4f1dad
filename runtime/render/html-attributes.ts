/**
 * An element's HTML id, classes and attributes (`element.htmlId`, `classes`, `attributes`) as
 * the props of its component's root node: the classes join the element's `e-{id}` class (the
 * component adds the catalogue's), the id and attributes go with the renderer's own attributes,
 * which every component spreads on its root. Formula values are read through `read`, so they
 * are tracked like props (a bound `aria-label` follows the variable it reads).
 *
 * The rules of `shared/schema/html-attributes.ts` are applied again here: a file that skipped
 * validation, or a formula, never puts an event handler, a style or an address on the page.
 * Whatever is left out is warned about once per element and name. A chunk of its own, loaded
 * through `html-load.ts`.
 */
import {
  attributeRefusal,
  classNames,
  classRefusal,
  HTML_ID_PATTERN,
} from '@shared/schema/html-attributes.ts';
import { isFormulaValue } from '@shared/schema/constants.ts';
import type { Element } from '@shared/schema/element.ts';
import type { ItemContext } from '../state/site-runtime.ts';
import { elementClass } from './classes.ts';
import type { RenderContextValue } from './context.ts';
import type { ReadValue } from './resolve.ts';

export interface ElementHtml {
  /** `e-{id}` and the element's own classes. */
  className: string;
  /** The id and attributes, as React props. */
  attributes: Record<string, string | boolean>;
}

/** HTML names (lower case) whose React prop is spelt otherwise. */
const REACT_NAMES: Readonly<Record<string, string>> = {
  tabindex: 'tabIndex',
  accesskey: 'accessKey',
  contenteditable: 'contentEditable',
  spellcheck: 'spellCheck',
  autocapitalize: 'autoCapitalize',
  autofocus: 'autoFocus',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  itemprop: 'itemProp',
  itemscope: 'itemScope',
  itemtype: 'itemType',
  itemid: 'itemID',
  itemref: 'itemRef',
  popovertarget: 'popoverTarget',
  popovertargetaction: 'popoverTargetAction',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  for: 'htmlFor',
  datetime: 'dateTime',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  crossorigin: 'crossOrigin',
  referrerpolicy: 'referrerPolicy',
};

/**
 * Attributes React writes as present or absent from a boolean (React names): any text but
 * "false" is present (HTML's `hidden=""`), false or "false" absent.
 */
const BOOLEAN_PROPS: ReadonlySet<string> = new Set([
  'hidden',
  'inert',
  'disabled',
  'open',
  'required',
  'readOnly',
  'itemScope',
  'autoFocus',
]);

/** What a value is, for a warning. */
const kindOf = (value: unknown) =>
  Array.isArray(value) ? 'a list' : value === null ? 'null' : `a ${typeof value}`;

/** The element's classes, id and attributes for its root node, resolved now. */
export function elementHtml(
  context: RenderContextValue,
  element: Element,
  read: ReadValue,
  item: ItemContext | undefined,
): ElementHtml {
  const warn = (key: string, message: string) =>
    context.runtime.warnOnce(
      `${element.id}\u0000html\u0000${key}`,
      `[baobab] element "${element.id}": ${message}`,
      element.id,
    );
  const attributes: Record<string, string | boolean> = {};
  let className = elementClass(element.id);

  const { classes } = element;
  if (classes !== undefined) {
    const value = isFormulaValue(classes) ? read(classes, 'classes') : classes;
    const texts = Array.isArray(value) ? value : [value];
    for (const text of texts) {
      if (text === null || text === undefined) continue;
      if (typeof text !== 'string') {
        warn('classes', `classes gave ${kindOf(text)}, not text; left out`);
        continue;
      }
      for (const name of classNames(text)) {
        const refusal = classRefusal(name);
        if (refusal) warn(`class:${name}`, `class "${name}" is not allowed (${refusal}); left out`);
        else className += ` ${name}`;
      }
    }
  }

  const { htmlId } = element;
  if (htmlId !== undefined) {
    const bound = isFormulaValue(htmlId);
    const value = bound ? read(htmlId, 'htmlId') : htmlId;
    const id = typeof value === 'number' ? String(value) : value;
    if (typeof id === 'string' && HTML_ID_PATTERN.test(id)) {
      if (context.anchors?.has(id)) {
        warn('id', `HTML id "${id}" is a section's anchor on this page; not set`);
      } else {
        attributes.id = id;
        if (!bound && item && item.popupId === undefined)
          warn('id', `HTML id "${id}" repeats in every item of a list; bind it to a formula`);
      }
    } else if (id !== null && id !== undefined && id !== '') {
      warn('id', `HTML id ${JSON.stringify(id)} is not valid; not set`);
    }
  }

  for (const { name, value: stored } of element.attributes ?? []) {
    const lower = name.toLowerCase();
    const refusal = attributeRefusal(lower);
    if (refusal) {
      warn(`attr:${lower}`, `attribute "${name}" is not allowed (${refusal}); not set`);
      continue;
    }
    const value = isFormulaValue(stored) ? read(stored, `attributes.${name}`) : stored;
    if (value === null || value === undefined) continue;
    const prop = REACT_NAMES[lower] ?? lower;
    if (BOOLEAN_PROPS.has(prop)) {
      if (value !== false && value !== 'false') attributes[prop] = true;
    } else if (
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'boolean'
    ) {
      attributes[prop] = String(value);
    } else {
      warn(
        `attr:${lower}`,
        `attribute "${name}" gave ${kindOf(value)}, not text, a number or yes/no; not set`,
      );
    }
  }
  return { className, attributes };
}

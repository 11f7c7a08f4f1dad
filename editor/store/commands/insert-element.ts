import type { Element } from '@shared/schema/element.ts';
import type { SiteBundle } from '@shared/schema/site.ts';
import type { PropertyMap } from '@shared/schema/values.ts';
import { CommandError, defineCommand, type CommandContext } from '../command.ts';
import { clampIndex, fillPlaces, freshId, siteElementIds, targetList } from '../element-ops.ts';
import type { Place } from '../tree.ts';
import { labelIn } from '@shared/i18n/label.ts';

export interface InsertElementPayload {
  pageId: string;
  /** A catalogue type (`text`, `flexbox`…). */
  componentType: string;
  /** Where it goes: the index is where it is inserted in that list. */
  target: Place;
}

/** A text in English and French, written for each language of the site (others get English). */
interface StarterText {
  en: string;
  fr: string;
}

/** What a new element starts with: settings, and children per slot. */
interface Starter {
  type: string;
  props?: Record<string, StarterText | string | number | boolean>;
  children?: Record<string, Starter[]>;
}

const text = (en: string, fr: string): Starter => ({ type: 'text', props: { text: { en, fr } } });
const box = (...children: Starter[]): Starter => ({
  type: 'flexbox',
  children: { default: children },
});
const slides = (en: string, fr: string): Starter[] =>
  [1, 2, 3].map((n) => box(text(`${en} ${n}`, `${fr} ${n}`)));

/**
 * Children a component gets when it is dropped, for components that show nothing useful empty
 * (an accordion without a toggle cannot open; a form without a submit button warns). A flexbox,
 * a text or an image is fine as it comes: its defaults show.
 */
const STARTERS: Record<string, Starter['children']> = {
  accordion: {
    toggle: [text('Accordion title', 'Titre de l’accordéon')],
    content: [text('Accordion content', 'Contenu de l’accordéon')],
  },
  carousel: { default: slides('Slide', 'Diapositive') },
  columns: { default: [box(text('Column 1', 'Colonne 1')), box(text('Column 2', 'Colonne 2'))] },
  dialog: {
    trigger: [{ type: 'button', props: { text: { en: 'Open', fr: 'Ouvrir' } } }],
    content: [text('Dialog content', 'Contenu de la boîte de dialogue')],
  },
  dropdown: {
    trigger: [{ type: 'button', props: { text: { en: 'Menu', fr: 'Menu' } } }],
    dropdown: [text('Dropdown content', 'Contenu du menu')],
  },
  'form-container': {
    default: [
      { type: 'form-input' },
      { type: 'button', props: { text: { en: 'Send', fr: 'Envoyer' }, buttonType: 'submit' } },
    ],
  },
  modal: { default: [text('Modal content', 'Contenu de la fenêtre')] },
  slider: { default: slides('Slide', 'Diapositive') },
  tabs: {
    // Headers stay empty: the tabs show their `tabLabels` (Tab 1, Tab 2, Tab 3) until some are added.
    tabsContent: [1, 2, 3].map((n) => box(text(`Tab ${n} content`, `Contenu de l’onglet ${n}`))),
  },
};

const isStarterText = (value: unknown): value is StarterText =>
  typeof value === 'object' && value !== null && 'en' in value && 'fr' in value;

/**
 * Builds a new element (and its starter children) into `out`, with ids unique in the site.
 * Returns the new element's id.
 */
function build(
  starter: Starter,
  langs: readonly string[],
  context: CommandContext,
  taken: Set<string>,
  out: Record<string, Element>,
  withStarter: boolean,
): string {
  const definition = context.definition(starter.type);
  const id = freshId(context, starter.type, taken);
  const element: Element = { id, type: starter.type };
  if (starter.props) {
    const props: PropertyMap = {};
    for (const [name, value] of Object.entries(starter.props)) {
      props[name] = isStarterText(value)
        ? { $lang: Object.fromEntries(langs.map((l) => [l, labelIn(value, l)])) }
        : value;
    }
    element.props = props;
  }
  const slots = definition?.slots ?? [];
  if (slots.length > 0) {
    const given = starter.children ?? (withStarter ? STARTERS[starter.type] : undefined) ?? {};
    element.children = Object.fromEntries(
      slots.map((slot) => [
        slot,
        (given[slot] ?? []).map((child) => build(child, langs, context, taken, out, false)),
      ]),
    );
  }
  out[id] = element;
  return id;
}

/** The elements a new element of `componentType` is made of, with ids unique in the site. */
function newElements(
  doc: SiteBundle,
  componentType: string,
  context: CommandContext,
  taken: Set<string> = siteElementIds(doc),
): { rootId: string; elements: Record<string, Element> } {
  const langs = doc.site.langs.map((l) => l.lang);
  const elements: Record<string, Element> = {};
  const rootId = build({ type: componentType }, langs, context, taken, elements, true);
  return { rootId, elements };
}

/** Adds a new component from the palette at a place of the page; selects it. */
export const insertElement = defineCommand({
  type: 'insert-element',
  apply(doc, { pageId, componentType, target }: InsertElementPayload, context) {
    if (!context.definition(componentType)) {
      throw new CommandError('command.component.missing', { type: componentType });
    }
    const list = targetList(doc, pageId, target, context);
    const { rootId, elements } = newElements(doc, componentType, context);
    fillPlaces(doc, list, target.index, context);
    Object.assign(list.elements, elements);
    list.ids.splice(clampIndex(target.index, list.ids.length), 0, rootId);
    return { select: rootId };
  },
});

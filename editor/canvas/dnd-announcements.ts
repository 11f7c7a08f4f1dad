/**
 * What screen readers hear during a drag (dnd-kit's `accessibility` option): in the editor's
 * language, naming what moves and where by the labels the navigator shows, never raw ids
 * ("Draggable item home-box-7 was dropped over droppable area home-button-2" was dnd-kit's
 * default). Both drag contexts use it: the canvas (palette and selection) and the navigator.
 */
import type { Active, Announcements, Over, ScreenReaderInstructions } from '@dnd-kit/core';
import type { Element } from '@shared/schema/element.ts';
import { componentDefinitions } from '@catalogue/definitions.ts';
import { componentLabel, elementLabel, elementWords } from './label.ts';
import { labelIn } from '@shared/i18n/label.ts';

type Translate = (key: string, values?: Record<string, string>) => string;

/** The label of a drag item or a drop place (`Active` or `Over`), as the author sees it. */
export type NameOf = (item: Active | Over) => string;

export function dndAccessibility(
  t: Translate,
  nameOf: NameOf,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const say = (key: string, active: Active, over?: Over | null) =>
    t(key, { name: nameOf(active), ...(over ? { target: nameOf(over) } : {}) });
  return {
    screenReaderInstructions: { draggable: t('dnd.instructions') },
    announcements: {
      onDragStart: ({ active }) => say('dnd.start', active),
      // Over itself (where a drag starts): nothing new to say, "picked up" stays.
      onDragOver: ({ active, over }) =>
        over?.id === active.id
          ? undefined
          : over
            ? say('dnd.over', active, over)
            : say('dnd.overNone', active),
      onDragEnd: ({ active, over }) =>
        over?.id === active.id
          ? say('dnd.endSame', active)
          : over
            ? say('dnd.end', active, over)
            : say('dnd.endNone', active),
      onDragCancel: ({ active }) => say('dnd.cancel', active),
    },
  };
}

/** What an editor drag item or drop place is: by its data, else by its id's shape. */
export interface DndNames {
  element(id: string): Pick<Element, 'type' | 'name' | 'props'> | undefined;
  sectionTitle(uid: string): string | undefined;
  /** Editor language (labels) and content language (an unnamed element's words). */
  lang: string;
  contentLang: string;
}

/**
 * The navigator's label of an item: an element's name, else its component and its own words
 * ("Text Groceries"); a section's title; a slot group's label and its element's; a palette
 * item's component. Ids: element ids, `section:<uid>`, `slot:<parent>:<slot>`, `palette:<type>`,
 * and data `{ kind: 'new', componentType }` or `{ kind: 'move', elementId }`.
 */
export function editorNameOf(names: () => DndNames): NameOf {
  return (item) => {
    const { element, sectionTitle, lang, contentLang } = names();
    const data = item.data.current as
      { kind?: string; componentType?: string; elementId?: string } | undefined;
    const id = String(item.id);
    const ofElement = (elementId: string) => {
      const found = element(elementId);
      if (!found) return elementId;
      const label = elementLabel(found, lang);
      const words = found.name?.trim() ? null : elementWords(found, contentLang);
      return words ? `${label} ${words}` : label;
    };
    if (data?.kind === 'new' && data.componentType) return componentLabel(data.componentType, lang);
    if (data?.kind === 'move' && data.elementId) return ofElement(data.elementId);
    if (id.startsWith('palette:')) return componentLabel(id.slice('palette:'.length), lang);
    if (id.startsWith('section:')) {
      const uid = id.slice('section:'.length);
      return sectionTitle(uid) ?? uid;
    }
    if (id.startsWith('slot:')) {
      const [parentId = '', slot = ''] = id.slice('slot:'.length).split(':');
      const type = element(parentId)?.type;
      const labels = type ? componentDefinitions[type]?.slotLabels?.[slot] : undefined;
      const slotName = (labels && labelIn(labels, lang)) ?? slot;
      return `${slotName} (${ofElement(parentId)})`;
    }
    return ofElement(id);
  };
}

import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import type { Element } from '@shared/schema/element.ts';
import { createI18n } from '../i18n/index.ts';
import { dndAccessibility, editorNameOf } from './dnd-announcements.ts';

const elements: Record<string, Element> = {
  'home-box-7': { id: 'home-box-7', type: 'box', name: 'Basket', props: {} } as Element,
  'home-button-2': { id: 'home-button-2', type: 'button', props: { text: 'Pay' } } as Element,
  'home-dd': { id: 'home-dd', type: 'dropdown', props: {} } as Element,
};
const item = (id: string, data?: Record<string, unknown>) =>
  ({ id, data: { current: data } }) as unknown as Active & Over;

function speak(lang: 'en' | 'fr') {
  const i18n = createI18n(lang);
  const nameOf = editorNameOf(() => ({
    element: (id) => elements[id],
    sectionTitle: (uid) => (uid === 'top' ? 'Top' : undefined),
    lang,
    contentLang: 'en',
  }));
  return { nameOf, ...dndAccessibility((key, values) => i18n.t(key, values), nameOf) };
}

describe('drag announcements', () => {
  it('name elements by their navigator labels, never by id, in French', () => {
    const { announcements, screenReaderInstructions } = speak('fr');
    const box = item('home-box-7', { kind: 'move', elementId: 'home-box-7' });
    expect(announcements.onDragStart({ active: box })).toBe('« Basket » saisi.');
    expect(announcements.onDragOver({ active: box, over: item('home-button-2') })).toBe(
      '« Basket » est sur « Bouton Pay ».',
    );
    expect(announcements.onDragEnd({ active: box, over: item('home-button-2') })).toBe(
      '« Basket » a été déposé sur « Bouton Pay ».',
    );
    expect(announcements.onDragOver({ active: box, over: box })).toBeUndefined();
    expect(announcements.onDragEnd({ active: box, over: box })).toBe(
      '« Basket » a été reposé à sa place.',
    );
    expect(announcements.onDragCancel({ active: box, over: null })).toBe(
      'Déplacement de « Basket » annulé.',
    );
    expect(screenReaderInstructions.draggable).toContain('barre d’espace');
  });

  it('names palette items, sections and slot groups, in English', () => {
    const { announcements, nameOf } = speak('en');
    const text = item('palette:text', { kind: 'new', componentType: 'text' });
    expect(announcements.onDragStart({ active: text })).toBe('Picked up Text.');
    expect(announcements.onDragOver({ active: text, over: null })).toBe(
      'Text is no longer over a place to drop it.',
    );
    expect(nameOf(item('section:top'))).toBe('Top');
    expect(nameOf(item('slot:home-dd:panel'))).toMatch(/^\S.* \(Dropdown\)$/);
    expect(nameOf(item('gone'))).toBe('gone');
  });
});

import { describe, expect, it } from 'vitest';
import { testStore } from '../testing.ts';
import type { HtmlEdit } from './set-element-html.ts';

const edit = (change: HtmlEdit, elementId = 'title') =>
  ({ type: 'set-element-html', payload: { pageId: 'home', elementId, ...change } }) as const;

describe('set-element-html', () => {
  it('sets, binds and removes the HTML id, classes and attributes; undo gives it all back', () => {
    const store = testStore();
    const before = store.getState().doc;
    const title = () => store.getState().doc.pages.home?.elements.title;
    store.dispatch(edit({ field: 'htmlId', value: 'welcome' }));
    store.mark();
    store.dispatch(edit({ field: 'classes', value: 'hero-title big' }));
    store.mark();
    store.dispatch(
      edit({
        field: 'attributes',
        value: [
          { name: 'role', value: 'heading' },
          { name: 'aria-label', value: { $formula: "'Hello ' + variables.name" } },
        ],
      }),
    );
    store.mark();
    store.dispatch(edit({ field: 'htmlId', value: { $formula: "'title-' + context.item.index" } }));
    expect(title()).toMatchObject({
      htmlId: { $formula: "'title-' + context.item.index" },
      classes: 'hero-title big',
      attributes: [
        { name: 'role', value: 'heading' },
        { name: 'aria-label', value: { $formula: "'Hello ' + variables.name" } },
      ],
    });
    store.mark();
    store.dispatch(edit({ field: 'classes', value: '' }));
    store.dispatch(edit({ field: 'attributes', value: [] }));
    expect(title()).not.toHaveProperty('classes');
    expect(title()).not.toHaveProperty('attributes');
    for (let i = 0; i < 6; i++) store.undo();
    expect(store.getState().doc).toEqual(before);
  });

  it('merges typing in one field into one undo step', () => {
    const store = testStore();
    for (const value of ['w', 'we', 'wel']) store.dispatch(edit({ field: 'htmlId', value }));
    store.mark();
    store.undo();
    expect(store.getState().doc.pages.home?.elements.title).not.toHaveProperty('htmlId');
  });

  it('refuses what the schema refuses, says why in both languages, and changes nothing', () => {
    const store = testStore();
    const before = store.getState().doc;
    const result = store.dispatch(
      edit({ field: 'attributes', value: [{ name: 'onclick', value: 'go()' }] }),
    );
    expect(result).toMatchObject({
      ok: false,
      error:
        'Not saved: attribute "onclick" is an event handler, which could run script: use the element\'s workflows instead',
      refusal: {
        key: 'command.html.invalid',
        params: {
          reason: {
            fr: 'l’attribut « onclick » est un gestionnaire d’événement, qui pourrait exécuter du script : utilisez plutôt les workflows de l’élément',
          },
        },
      },
    });
    expect(store.dispatch(edit({ field: 'htmlId', value: '1st' })).ok).toBe(false);
    expect(store.dispatch(edit({ field: 'classes', value: 'e-box' })).ok).toBe(false);
    expect(store.getState().doc).toBe(before);
  });

  it('setting the same value is no step', () => {
    const store = testStore();
    store.dispatch(edit({ field: 'htmlId', value: 'welcome' }));
    expect(store.dispatch(edit({ field: 'htmlId', value: 'welcome' }))).toEqual({
      ok: true,
      changed: false,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { createI18n } from '../i18n/index.ts';
import { CommandError, messageText, type CommandMessageKey, type Translate } from './command.ts';
import type { Command } from './commands/index.ts';
import { createEditorStore, type EditorStore } from './store.ts';
import { en } from './strings.ts';
import { testStore } from './testing.ts';

const translator = (language: 'en' | 'fr'): Translate => {
  const i18n = createI18n(language);
  return (key, values) => i18n.t(key, values);
};

/** A dispatch's refusal as the author reads it in `language`. */
function refusalIn(store: EditorStore, command: Command, language: 'en' | 'fr'): string {
  const result = store.dispatch(command);
  if (result.ok) throw new Error('The command was not refused.');
  if (!result.refusal) throw new Error(`No refusal's key with "${result.error}".`);
  return messageText(result.refusal, language, translator(language));
}

describe('command refusals', () => {
  it('are English texts of strings.ts that i18next fills in as CommandError does', () => {
    const t = translator('en');
    for (const key of Object.keys(en) as CommandMessageKey[]) {
      const names = [...en[key].matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
      const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
      expect(t(key, values), key).toBe(en[key].replace(/\{\{(\w+)\}\}/g, '<$1>'));
    }
    const error = new CommandError('command.slot.missing', {
      name: { en: 'Box', fr: 'Boîte' },
      slot: 'header',
    });
    expect(error.message).toBe('"Box" has no "header" slot.');
    expect(messageText(error.refusal, 'en', t)).toBe(error.message);
  });

  it('read in French, with labels, nested texts and lists in French', () => {
    const store = testStore();
    expect(
      refusalIn(store, { type: 'rename-page', payload: { pageId: 'home', name: ' ' } }, 'fr'),
    ).toBe('Une page doit avoir un nom.');
    const intoText: Command = {
      type: 'insert-element',
      payload: {
        pageId: 'home',
        componentType: 'text',
        target: { kind: 'slot', parentId: 'title', slot: 'default', index: 0 },
      },
    };
    expect(refusalIn(store, intoText, 'fr')).toBe(
      '« Texte » ne peut pas contenir d’autres éléments.',
    );
    expect(refusalIn(store, intoText, 'en')).toBe('"Text" cannot hold other elements.');
    const unnamed: Command = {
      type: 'add-formula',
      payload: { scope: 'site', name: '' },
    };
    expect(refusalIn(store, unnamed, 'fr')).toBe('Une formule doit avoir un nom.');
    expect(refusalIn(store, unnamed, 'en')).toBe('A formula needs a name.');

    const doc = fixtureSite();
    doc.site.workflows.w = { id: 'w', name: 'Go', trigger: 'none', actions: [] };
    doc.pages.home!.elements.cta!.events = [{ trigger: 'click', workflowId: 'w' }];
    doc.sections.nav!.elements.logo!.events = [{ trigger: 'click', workflowId: 'w' }];
    const bound = createEditorStore({ siteId: 'demo', doc, ui: { pageId: 'home' } });
    expect(
      refusalIn(
        bound,
        { type: 'delete-workflow', payload: { scope: 'site', workflowId: 'w' } },
        'fr',
      ),
    ).toBe(
      'Le workflow « Go » est encore exécuté par 2 éléments : « button » (page home), « text » (section partagée nav). Retirez d’abord leurs événements, ou supprimez le workflow avec ses événements.',
    );
  });

  it("give the schemas' reasons in French too: their own messages and zod's", () => {
    const store = testStore();
    const badPath: Command = {
      type: 'set-page-path',
      payload: { pageId: 'home', lang: 'en', path: 'faq' },
    };
    expect(refusalIn(store, badPath, 'en')).toBe(
      'The path must start with "/" and hold only URL-safe segments or parameters written {name:default}.',
    );
    expect(refusalIn(store, badPath, 'fr')).toBe(
      'Le chemin doit commencer par « / » et ne contenir que des segments sûrs pour une URL ou des paramètres écrits {nom:défaut}.',
    );
    const emptyUrl: Command = {
      type: 'set-element-link',
      payload: { pageId: 'home', elementId: 'cta', link: { type: 'url', href: '' } },
    };
    expect(refusalIn(store, emptyUrl, 'en')).toBe(
      'This link is not complete: Too small: expected string to have >=1 characters',
    );
    expect(refusalIn(store, emptyUrl, 'fr')).toBe(
      'Ce lien n’est pas complet : Trop petit : chaîne de caractères doit avoir >=1 caractères',
    );
    const badTrigger: Command = {
      type: 'set-element-events',
      payload: {
        pageId: 'home',
        elementId: 'cta',
        events: [{ trigger: 'Click!', workflowId: 'w' }],
      },
    };
    expect(refusalIn(store, badTrigger, 'fr')).toBe(
      'Cet événement n’est pas valide : un nom d’événement comme click ou change',
    );
  });

  it('come with the dispatch result: the English text and the key with its parameters', () => {
    const store = testStore();
    const result = store.dispatch({ type: 'rename-page', payload: { pageId: 'nope', name: 'x' } });
    expect(result).toMatchObject({
      ok: false,
      error: 'There is no page "nope".',
      refusal: { key: 'command.page.missing', params: { id: 'nope' } },
    });
  });
});

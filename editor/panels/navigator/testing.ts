/**
 * The shared fixture with a dropdown and tabs added to the home page's hero, for the navigator's
 * tests: hero › box (title, cta), menu (dropdown: trigger › menuButton, dropdown › menuText),
 * tabs (tabs: headers empty, contents › pane); shared nav › logo.
 */
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import type { SiteBundle } from '@shared/schema/site.ts';
import { createEditorStore, type EditorStore } from '../../store/store.ts';
import type { EditorUi } from '../../store/state.ts';

export function navigatorFixture(): SiteBundle {
  const doc = fixtureSite();
  const home = doc.pages.home;
  if (!home) throw new Error('fixture without home');
  home.sections.hero?.children.push('menu', 'tabs');
  Object.assign(home.elements, {
    menu: {
      id: 'menu',
      type: 'dropdown',
      children: { trigger: ['menuButton'], dropdown: ['menuText'] },
    },
    menuButton: { id: 'menuButton', type: 'button', props: { text: 'Open' } },
    menuText: { id: 'menuText', type: 'text', name: 'Menu text', props: { text: 'Hi' } },
    tabs: { id: 'tabs', type: 'tabs', children: { tabsList: [], tabsContent: ['pane'] } },
    pane: { id: 'pane', type: 'flexbox', children: { default: [] } },
  });
  return doc;
}

export function navigatorStore(ui: Partial<EditorUi> = {}): EditorStore {
  let count = 0;
  return createEditorStore({
    siteId: 'demo',
    doc: navigatorFixture(),
    ui: { pageId: 'home', ...ui },
    newId: (prefix = 'el') => `${prefix}-${++count}`,
  });
}

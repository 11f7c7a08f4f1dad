import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppData, PageData } from '@shared/schema/compose.ts';
import type { ElementMap } from '@shared/schema/element.ts';
import type { Collection, Variable, Workflow } from '@shared/schema/logic.ts';
import type * as Registry from '@catalogue/registry.ts';
import type { CatalogueComponentProps } from '@catalogue/component.ts';
import { loadEngine } from '../engine/load.ts';
import { SiteRuntime, type PageContext } from '../state/site-runtime.ts';
import { app as appOf, page, pageData } from '../testing/fixtures.ts';
import { createPopups, type PopupStore } from '../services/index.ts';
import { PageView } from './PageView.tsx';

/** Renders per element id, counted by a probe component that shows its `text` prop. */
const renders = new Map<string, number>();
vi.mock('@catalogue/registry.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Registry>();
  const probe = {
    definition: {
      type: 'probe',
      label: { en: 'Probe', fr: 'Sonde' },
      category: 'basic' as const,
      displayModes: ['flex', 'block'],
      properties: {
        text: {
          type: 'text' as const,
          label: { en: 'Text', fr: 'Texte' },
          default: 'default',
          section: 'settings' as const,
          bindable: true,
        },
      },
    },
    component: ({ props, className, attributes }: CatalogueComponentProps<{ text: string }>) => {
      const id = className.slice(2);
      renders.set(id, (renders.get(id) ?? 0) + 1);
      return (
        <span className={className} data-testid={id} {...attributes}>
          {props.text}
        </span>
      );
    },
  };
  return {
    ...actual,
    catalogueEntry: (type: string) => (type === 'probe' ? probe : actual.catalogueEntry(type)),
  };
});

const home = page('home', { en: '/' }, [{ uid: 'main', sectionTitle: 'Main' }]);
const variable = (id: string, type: Variable['type'], defaultValue: Variable['defaultValue']) =>
  ({ id, name: id, type, defaultValue }) as Variable;

interface Setup {
  elements: ElementMap;
  roots: string[];
  variables?: Variable[];
  workflows?: Workflow[];
  collections?: Collection[];
  libraryComponents?: PageData['libraryComponents'];
  popups?: PopupStore;
  /** `context.page`: the page `home` (not bound) unless given. */
  pageContext?: PageContext;
  /** More pages of the site, for links. */
  pages?: ReturnType<typeof page>[];
}

function mount({
  elements,
  roots,
  variables = [],
  workflows = [],
  collections = [],
  libraryComponents = {},
  popups,
  pageContext = { id: 'home', name: 'home', path: '/', lang: 'en', params: {}, pageLoaded: false },
  pages = [],
}: Setup) {
  const data: PageData = {
    ...pageData(home, [{ uid: 'main', sectionTitle: 'Main', children: roots }], elements),
    variables: Object.fromEntries(variables.map((v) => [v.id, v])),
    workflows: Object.fromEntries(workflows.map((w) => [w.id, w])),
    collections: Object.fromEntries(collections.map((c) => [c.id, c])),
    libraryComponents,
  };
  const app: AppData = appOf([home, ...pages]);
  const warn = vi.fn();
  const runtime = new SiteRuntime(app, { siteId: 'test', warn });
  runtime.enterPage(data, pageContext, ['en']);
  const view = render(
    <PageView data={data} app={app} lang="en" runtime={runtime} warn={warn} popups={popups} />,
  );
  const text = (id: string) => view.queryByTestId(id)?.textContent ?? null;
  return { ...view, runtime, warn, text };
}

beforeAll(async () => {
  await loadEngine();
});

afterEach(() => {
  cleanup();
  renders.clear();
  vi.restoreAllMocks();
});

describe('ElementView with the engine', () => {
  it('evaluates formulas and re-renders only the element that reads a changed variable', () => {
    const { runtime, text } = mount({
      variables: [variable('name', 'string', 'Ada'), variable('city', 'string', 'Harare')],
      roots: ['a', 'b', 'c'],
      elements: {
        a: { id: 'a', type: 'probe', props: { text: { $formula: "'Hello ' + variables.name" } } },
        b: { id: 'b', type: 'probe', props: { text: { $formula: 'variables.city' } } },
        c: { id: 'c', type: 'probe', props: { text: 'static' } },
      },
    });
    expect([text('a'), text('b'), text('c')]).toEqual(['Hello Ada', 'Harare', 'static']);
    const before = { a: renders.get('a'), b: renders.get('b'), c: renders.get('c') };
    act(() => runtime.variables!.set('name', 'Grace'));
    expect(text('a')).toBe('Hello Grace');
    expect(renders.get('a')).toBe(before.a! + 1);
    expect(renders.get('b')).toBe(before.b);
    expect(renders.get('c')).toBe(before.c);
  });

  it('re-renders only the elements that read context.page.data (or pageLoaded) when it changes', () => {
    const { runtime, text } = mount({
      pageContext: {
        id: 'home',
        name: 'home',
        path: '/r1',
        lang: 'en',
        params: { id: 'r1' },
        pageLoaded: false,
        data: { name: 'Sadza' },
      },
      roots: ['name', 'id', 'loaded'],
      elements: {
        name: {
          id: 'name',
          type: 'probe',
          props: { text: { $formula: 'context.page.data.name' } },
        },
        id: { id: 'id', type: 'probe', props: { text: { $formula: 'context.page.params.id' } } },
        loaded: {
          id: 'loaded',
          type: 'probe',
          props: { text: { $formula: "context.page.pageLoaded ? 'loaded' : 'loading'" } },
        },
      },
    });
    expect([text('name'), text('id'), text('loaded')]).toEqual(['Sadza', 'r1', 'loading']);
    const before = { name: renders.get('name')!, id: renders.get('id')! };
    act(() => runtime.setPageData({ name: 'Pap $& </script>' }));
    expect(text('name')).toBe('Pap $& </script>');
    expect(renders.get('name')).toBe(before.name + 1);
    expect(renders.get('id')).toBe(before.id);
    const unloaded = { name: renders.get('name')!, id: renders.get('id')! };
    act(() => runtime.pageLoaded());
    expect([text('name'), text('loaded')]).toEqual(['Pap $& </script>', 'loaded']);
    // Only the element that reads pageLoaded renders again.
    expect(renders.get('name')).toBe(unloaded.name);
    expect(renders.get('id')).toBe(unloaded.id);
  });

  it('repeats a flexbox’s children once per item, with context.item', () => {
    const { container } = mount({
      variables: [
        variable('items', 'array', [
          { id: 'x', name: 'Maize' },
          { id: 'y', name: 'Rice' },
        ]),
      ],
      roots: ['list'],
      elements: {
        list: {
          id: 'list',
          type: 'flexbox',
          props: { repeat: { $formula: 'variables.items' } },
          children: { default: ['label'] },
        },
        label: {
          id: 'label',
          type: 'text',
          props: { text: { $formula: "context.item.index + ': ' + context.item.data.name" } },
        },
      },
    });
    expect([...container.querySelectorAll('.e-label')].map((e) => e.textContent)).toEqual([
      '0: Maize',
      '1: Rice',
    ]);
  });

  it('links each repeated card to its own item, and follows a variable read by a link', () => {
    const { container, runtime } = mount({
      pages: [page('product', { en: '/product/{id:}' })],
      variables: [
        variable('items', 'array', [{ id: 'maize' }, { id: 'rice & beans' }]),
        variable('pick', 'string', 'oil'),
      ],
      roots: ['list', 'picked'],
      elements: {
        list: {
          id: 'list',
          type: 'flexbox',
          props: { repeat: { $formula: 'variables.items' } },
          children: { default: ['card'] },
        },
        card: {
          id: 'card',
          type: 'text',
          props: { text: 'card' },
          link: {
            type: 'page',
            pageId: 'product',
            parameters: { id: { $formula: 'context.item.data.id' } },
            query: [
              { name: 'from', value: 'list' },
              { name: 'order', value: { $formula: 'context.item.data.id' } },
            ],
          },
        },
        picked: {
          id: 'picked',
          type: 'text',
          props: { text: 'picked' },
          link: {
            type: 'page',
            pageId: 'product',
            parameters: { id: { $formula: 'variables.pick' } },
          },
        },
      },
    });
    const hrefs = () => [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs()).toEqual([
      '/product/maize?from=list&order=maize',
      '/product/rice%20%26%20beans?from=list&order=rice+%26+beans',
      '/product/oil',
    ]);
    act(() => runtime.variables!.set('pick', 'sugar'));
    expect(hrefs()[2]).toBe('/product/sugar');
  });

  it('applies the display rule: false hides, an unknown mode becomes the first allowed', () => {
    const { text, container } = mount({
      variables: [variable('show', 'boolean', false)],
      roots: ['hidden', 'odd'],
      elements: {
        hidden: {
          id: 'hidden',
          type: 'probe',
          styles: { display: { $formula: 'variables.show' } },
        },
        odd: { id: 'odd', type: 'probe', styles: { display: { $formula: "'grid'" } } },
      },
    });
    expect(text('hidden')).toBeNull();
    expect((container.querySelector('.e-odd') as HTMLElement).style.display).toBe('flex');
  });

  it('uses the props override of the active breakpoint and follows a breakpoint change', () => {
    const { runtime, text } = mount({
      roots: ['r'],
      elements: {
        r: {
          id: 'r',
          type: 'probe',
          props: { text: 'wide' },
          overrides: {
            tablet: { props: { text: 'tablet' } },
            mobile: { props: { text: 'narrow' } },
          },
        },
      },
    });
    expect(text('r')).toBe('wide');
    act(() => runtime.setBrowser({ breakpoint: 'mobile' }));
    expect(text('r')).toBe('narrow');
    act(() => runtime.setBrowser({ breakpoint: 'tablet' }));
    expect(text('r')).toBe('tablet');
  });

  it('runs an element’s click workflow, and the element reading the variable updates', async () => {
    const { getByTestId, text } = mount({
      variables: [variable('count', 'number', 0)],
      workflows: [
        {
          id: 'inc',
          name: 'inc',
          trigger: 'element-event',
          actions: [
            {
              id: 'set',
              type: 'set-variable',
              config: { variableId: 'count', value: { $formula: 'variables.count + 1' } },
            },
          ],
        },
      ],
      roots: ['button', 'shown'],
      elements: {
        button: { id: 'button', type: 'probe', events: [{ trigger: 'click', workflowId: 'inc' }] },
        shown: {
          id: 'shown',
          type: 'probe',
          props: { text: { $formula: "'Count ' + variables.count" } },
        },
      },
    });
    await act(async () => {
      fireEvent.click(getByTestId('button'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(text('shown')).toBe('Count 1');
  });

  it('renders library components, stops past 10 levels of nesting, logs a missing base', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = mount({
      roots: ['use', 'missing'],
      libraryComponents: { card: { id: 'card', name: 'Card', rootElementId: 'card-root' } },
      elements: {
        use: { id: 'use', type: 'library-component', props: { component: 'card' } },
        'card-root': {
          id: 'card-root',
          type: 'flexbox',
          children: { default: ['card-text', 'inner'] },
        },
        'card-text': { id: 'card-text', type: 'text', props: { text: 'Card' } },
        inner: { id: 'inner', type: 'library-component', props: { component: 'card' } },
        missing: { id: 'missing', type: 'library-component', props: { component: 'nope' } },
      },
    });
    expect(container.querySelectorAll('.e-card-text')).toHaveLength(10);
    const messages = error.mock.calls.map((c) => String(c[0]));
    expect(messages.some((m) => m.includes('nested more than 10 levels'))).toBe(true);
    expect(messages.some((m) => m.includes('Component base not found'))).toBe(true);
  });

  it('shows the default for a failing formula, warns once, and keeps the rest of the page', () => {
    const { text, warn } = mount({
      roots: ['bad', 'good'],
      elements: {
        bad: { id: 'bad', type: 'probe', props: { text: { $formula: 'variables.nope' } } },
        good: { id: 'good', type: 'probe', props: { text: 'fine' } },
      },
    });
    expect(text('bad')).toBe('default');
    expect(text('good')).toBe('fine');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain(
      'element "bad", property "text": Unknown variable "nope"',
    );
  });

  it('runs mounted and before-unmount workflows', async () => {
    const log = (id: string, value: string): Workflow => ({
      id,
      name: id,
      trigger: 'element-event',
      actions: [{ id: `${id}-set`, type: 'set-variable', config: { variableId: 'events', value } }],
    });
    const { runtime, unmount } = mount({
      variables: [variable('events', 'string', '')],
      workflows: [log('on-mount', 'mounted'), log('on-unmount', 'unmounted')],
      roots: ['a'],
      elements: {
        a: {
          id: 'a',
          type: 'probe',
          events: [
            { trigger: 'mounted', workflowId: 'on-mount' },
            { trigger: 'before-unmount', workflowId: 'on-unmount' },
          ],
        },
      },
    });
    await vi.waitFor(() => expect(runtime.variables!.get('events')).toBe('mounted'));
    unmount();
    await vi.waitFor(() => expect(runtime.variables!.get('events')).toBe('unmounted'));
  });

  it('renders an open popup’s library component with its props as context.item.data', () => {
    const popups = createPopups();
    const { findByRole } = mount({
      popups,
      roots: [],
      libraryComponents: { note: { id: 'note', name: 'Note', rootElementId: 'note-text' } },
      elements: {
        'note-text': {
          id: 'note-text',
          type: 'probe',
          props: {
            text: { $formula: "context.item.data.title + ' (' + context.item.popupId + ')'" },
          },
        },
      },
    });
    let id = '';
    act(() => {
      const opened = popups.open({ componentId: 'note', props: { title: 'Delivery' } });
      id = opened.id;
      void opened.closed.catch(() => {});
    });
    return findByRole('dialog').then((dialog) => {
      expect(dialog.textContent).toBe(`Delivery (${id})`);
    });
  });

  it('unsubscribes when unmounted', () => {
    const { runtime, unmount } = mount({
      variables: [variable('name', 'string', 'Ada')],
      roots: ['a'],
      elements: { a: { id: 'a', type: 'probe', props: { text: { $formula: 'variables.name' } } } },
    });
    expect(runtime.channels.size).toBeGreaterThan(0);
    unmount();
    expect(runtime.channels.size).toBe(0);
  });
});

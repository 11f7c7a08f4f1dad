import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { catalogueEntry } from '@catalogue/registry.ts';
import { loadEngine } from '@runtime/engine/load.ts';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import type { PropertyValue } from '@shared/schema/values.ts';
import { createEditorStore } from '../store/store.ts';
import { testStore } from '../store/testing.ts';
import { FramePage } from './FramePage.tsx';
import type { CanvasProblem, ProblemSink } from './problems.ts';
import { createSession, CanvasRuntime } from './session.ts';
import type { StyleTarget } from './styles.ts';

const noStyles: StyleTarget = { write() {} };
const noProblems: ProblemSink = { report() {}, forget() {} };
/** A sink that keeps what is reported in `problems`, and drops what `forget` names. */
const collect = (problems: CanvasProblem[]): ProblemSink => ({
  report: (problem) => void problems.push(problem),
  forget(ids) {
    const kept = problems.filter((p) => p.kind !== 'element' || !ids.includes(p.elementId));
    problems.splice(0, problems.length, ...kept);
  },
});

beforeAll(async () => {
  await loadEngine();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Renders of each element id, counted through the text and button components. */
function countRenders() {
  const counts = new Map<string, number>();
  for (const type of ['text', 'button', 'flexbox']) {
    const entry = catalogueEntry(type)!;
    const original = entry.component;
    vi.spyOn(entry, 'component', 'get').mockReturnValue(((props: { className: string }) => {
      const id = props.className.split(' ')[0]!.slice(2);
      counts.set(id, (counts.get(id) ?? 0) + 1);
      return (original as (p: unknown) => unknown)(props);
    }) as typeof original);
  }
  return counts;
}

describe('the canvas page', () => {
  it('renders the page with the runtime renderer, each element with its own class', () => {
    const store = testStore();
    const session = createSession(store.getState(), noStyles, noProblems)!;
    const onRendered = vi.fn();
    const { container } = render(<FramePage session={session} onRendered={onRendered} />);
    expect(container.querySelector('.e-title')?.textContent).toBe('Hello');
    expect(container.querySelector('section[data-section="nav"] .e-logo')?.textContent).toBe(
      'Demo',
    );
    expect(onRendered).toHaveBeenCalledTimes(1);
  });

  it('re-renders only the edited element', () => {
    const store = testStore();
    const session = createSession(store.getState(), noStyles, noProblems)!;
    const counts = countRenders();
    const { container } = render(<FramePage session={session} onRendered={() => {}} />);
    expect(counts.get('title')).toBe(1);
    counts.clear();
    act(() => {
      store.dispatch({
        type: 'set-property',
        payload: {
          pageId: 'home',
          elementId: 'title',
          section: 'settings',
          name: 'text',
          value: 'Hello world',
          lang: 'en',
        },
      });
      session.sync(store.getState().doc);
    });
    expect(container.querySelector('.e-title')?.textContent).toBe('Hello world');
    expect([...counts.entries()]).toEqual([['title', 1]]);
  });

  it('re-renders a parent whose children changed, and follows a move', () => {
    const store = testStore();
    const session = createSession(store.getState(), noStyles, noProblems)!;
    const { container } = render(<FramePage session={session} onRendered={() => {}} />);
    act(() => {
      store.dispatch({
        type: 'move-element',
        payload: {
          pageId: 'home',
          elementId: 'cta',
          target: { kind: 'slot', parentId: 'box', slot: 'default', index: 0 },
        },
      });
      session.sync(store.getState().doc);
    });
    const order = [...container.querySelectorAll('.e-box > *')].map((n) => n.className);
    expect(order[0]).toContain('e-cta');
    expect(order[1]).toContain('e-title');
  });

  it('shows the records of auto-fetched static collections, filtered and sorted as on the site', () => {
    const doc = fixtureSite();
    const networks = [
      { id: 'econet', name: 'Econet', bundles: true },
      { id: 'netone', name: 'NetOne', bundles: false },
      { id: 'telecel', name: 'Telecel', bundles: true },
    ];
    doc.site.collections = {
      networks: {
        id: 'networks',
        name: 'Networks',
        mode: 'static',
        config: { data: networks },
        filter: {
          type: 'group',
          combinator: 'and',
          conditions: [{ type: 'condition', key: 'bundles', operator: 'equals', value: true }],
        },
        sort: [{ key: 'name', direction: 'desc' }],
      },
      later: {
        id: 'later',
        name: 'Later',
        mode: 'static',
        config: { data: networks },
        autoFetch: false,
      },
    };
    doc.pages.home!.elements.title!.props = {
      text: {
        $formula:
          "join(map(collections.networks.data, n => n.name), ', ') + ' / ' + collections.later.data.length",
      },
    };
    const store = createEditorStore({ siteId: 'demo', doc, ui: { pageId: 'home' } });
    const session = createSession(store.getState(), noStyles, noProblems)!;
    const { container } = render(<FramePage session={session} onRendered={() => {}} />);
    expect(container.querySelector('.e-title')?.textContent).toBe('Telecel, Econet / 0');
  });

  it('filters a static collection with a match pattern on the linear-time engine, loaded for it', async () => {
    const doc = fixtureSite();
    doc.site.collections = {
      words: {
        id: 'words',
        name: 'Words',
        mode: 'static',
        config: { data: [{ name: `${'a'.repeat(40)}!` }, { name: 'aaa' }, { name: 'b' }] },
        filter: {
          type: 'group',
          combinator: 'and',
          // Backtracks for minutes in RegExp against the first record.
          conditions: [{ type: 'condition', key: 'name', operator: 'match', value: '(a+)+$' }],
        },
      },
    };
    doc.pages.home!.elements.title!.props = {
      text: { $formula: "join(map(collections.words.data, w => w.name), ', ')" },
    };
    const store = createEditorStore({ siteId: 'demo', doc, ui: { pageId: 'home' } });
    const problems: CanvasProblem[] = [];
    const session = createSession(store.getState(), noStyles, collect(problems))!;
    const { container } = render(<FramePage session={session} onRendered={() => {}} />);
    await vi.waitFor(() => expect(container.querySelector('.e-title')?.textContent).toBe('aaa'));
    expect(problems).toEqual([]);
  });

  it('shows the site’s plugins’ variables at their defaults, as a signed-out visitor sees them', () => {
    const doc = fixtureSite();
    doc.site.plugins = {
      auth: { id: 'auth', plugin: 'auth', publicSettings: {}, privateSettings: {} },
    };
    doc.pages.home!.elements.title!.props = {
      text: {
        $formula:
          "plugins.auth.isAuthenticated ? 'Signed in as ' + plugins.auth.user.email : 'Signed out'",
      },
    };
    const store = createEditorStore({ siteId: 'demo', doc, ui: { pageId: 'home' } });
    const problems: CanvasProblem[] = [];
    const session = createSession(store.getState(), noStyles, collect(problems))!;
    const { container } = render(<FramePage session={session} onRendered={() => {}} />);
    expect(container.querySelector('.e-title')?.textContent).toBe('Signed out');
    expect(problems).toEqual([]);
  });

  it('leaves a collection fetched as the signed-in visitor empty, with no problem', async () => {
    const doc = fixtureSite();
    doc.pages.home!.collections = {
      mine: {
        id: 'mine',
        name: 'mine',
        mode: 'dynamic',
        authenticated: true,
        config: { source: 'orders' },
      },
      all: { id: 'all', name: 'all', mode: 'dynamic', config: { data: [] } },
    };
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      sent.push(url);
      return Response.json({ data: [], total: 0 });
    });
    try {
      const store = createEditorStore({ siteId: 'demo', doc, ui: { pageId: 'home' } });
      const problems: CanvasProblem[] = [];
      const session = createSession(store.getState(), noStyles, collect(problems))!;
      render(<FramePage session={session} onRendered={() => {}} />);
      await vi.waitFor(() =>
        expect(sent).toEqual(['/api/sites/demo/collections/all/fetch?offset=0']),
      );
      expect(problems).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reports what it cannot render as a problem of the page, a missing child as its parent’s', () => {
    const doc = fixtureSite();
    doc.pages.home!.elements.box!.children = { default: ['title', 'missing'] };
    const store = createEditorStore({ siteId: 'demo', doc, ui: { pageId: 'home' } });
    const problems: CanvasProblem[] = [];
    const session = createSession(store.getState(), noStyles, collect(problems))!;
    render(<FramePage session={session} onRendered={() => {}} />);
    // About the parent that lists it: the author can select that one.
    expect(problems).toContainEqual({
      kind: 'element',
      elementId: 'box',
      message: '[baobab] element "box" lists a child "missing" that does not exist',
      level: 'error',
    });
    // Dropped when the parent is edited, found again while it is still listed.
    const aboutBox = () => problems.filter((p) => p.kind === 'element' && p.elementId === 'box');
    expect(aboutBox()).toHaveLength(1);
    store.dispatch({
      type: 'rename-element',
      payload: { pageId: 'home', elementId: 'box', name: 'Box' },
    });
    act(() => session.sync(store.getState().doc, new Set(['box'])));
    expect(aboutBox()).toHaveLength(1);
    // Fixed from the problem's line: gone.
    store.dispatch({
      type: 'remove-missing-children',
      payload: { pageId: 'home', elementId: 'box' },
    });
    act(() => session.sync(store.getState().doc, new Set(['box'])));
    expect(aboutBox()).toEqual([]);
  });

  it('reports a bound value that fails as a warning about its element', () => {
    const doc = fixtureSite();
    doc.pages.home!.elements.title!.props = { text: { $formula: 'variables.nothing.name' } };
    const store = createEditorStore({ siteId: 'demo', doc, ui: { pageId: 'home' } });
    const problems: CanvasProblem[] = [];
    const session = createSession(store.getState(), noStyles, collect(problems))!;
    render(<FramePage session={session} onRendered={() => {}} />);
    expect(problems).toEqual([
      {
        kind: 'element',
        elementId: 'title',
        message: expect.stringMatching(/^\[baobab\] element "title", property "text": .+/),
        level: 'warning',
      },
    ]);
    // Fixed: the problem goes; broken again: it is back.
    const setText = (value: PropertyValue) =>
      act(() => {
        store.dispatch({
          type: 'set-property',
          payload: { pageId: 'home', elementId: 'title', section: 'settings', name: 'text', value },
        });
        session.sync(store.getState().doc);
      });
    setText({ $formula: "'fixed'" });
    expect(problems).toEqual([]);
    setText({ $formula: 'variables.nothing.other' });
    expect(problems).toHaveLength(1);
  });

  it('runs no workflow in the editor', async () => {
    const store = testStore();
    const session = createSession(store.getState(), noStyles, noProblems)!;
    expect(session.runtime).toBeInstanceOf(CanvasRuntime);
    expect(await session.runtime.runWorkflow()).toBeUndefined();
  });
});

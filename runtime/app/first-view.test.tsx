import { act, cleanup } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BootData, PageData } from '@shared/schema/compose.ts';
import { app, page, pageData } from '../testing/fixtures.ts';
import { renderPage } from '../ssr.tsx';
import { App } from './App.tsx';
import { loadFirstView } from './first-view.ts';
import { createSession, type Session } from './session.ts';

/** `nextTask` held on demand (`held.on`), to see what waits for one. */
const held = vi.hoisted(() => ({ on: false, release: () => {} }));
vi.mock('./next-task.ts', async (importOriginal) => {
  const actual = await importOriginal<{ nextTask: () => Promise<void> }>();
  return {
    nextTask: () =>
      held.on ? new Promise<void>((resolve) => (held.release = resolve)) : actual.nextTask(),
  };
});

const home = page('home', { en: '/' }, [{ uid: 'hero', sectionTitle: 'Hero' }]);
const data: PageData = {
  ...pageData(
    home,
    [{ uid: 'hero', sectionTitle: 'Hero', children: ['title', 'query', 'count'] }],
    {
      title: {
        id: 'title',
        type: 'text',
        props: { text: { $lang: { en: 'Welcome' } }, tag: 'h1' },
      },
      // Reads the browser's query: the same on both sides at first (none), the real one after.
      query: {
        id: 'query',
        type: 'text',
        props: { text: { $formula: "'Looking for ' + (context.browser.query.q ?? 'nothing')" } },
      },
      count: {
        id: 'count',
        type: 'text',
        props: { text: { $formula: "'In the cart: ' + variables['cart-count']" } },
      },
    },
  ),
};

function boot(): BootData {
  const site = app([home]);
  site.variables = {
    'cart-count': {
      id: 'cart-count',
      name: 'cart count',
      type: 'number',
      defaultValue: 0,
      persistent: true,
    },
  } as unknown as BootData['app']['variables'];
  return { environment: 'production', siteId: 'demo', app: site };
}

const fetchData = vi.fn(async () => new Response(JSON.stringify(data), { status: 200 }));

let root: Root | undefined;
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  window.history.replaceState(null, '', '/?q=milk');
});
afterEach(() => {
  held.on = false;
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Renders on the "server", puts the HTML in #root and hydrates it as `main.tsx` does. */
async function hydrate(
  tamper: (html: string) => string = (html) => html,
  beforeHydrating: (session: Session) => void = () => {},
) {
  const started = boot();
  const html = (await renderPage({ boot: boot(), address: '/?q=milk', data }))?.html;
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = tamper(html!);
  document.body.append(container);
  // A returning shopper: 3 in the cart, kept in the browser (the server rendered 0).
  const storage = new Map([['baobab:demo:variable:cart-count', '3']]);
  const session = createSession(started, {
    fetch: fetchData,
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    hydrated: new Promise(() => {}),
  });
  const initial = await loadFirstView(started, session.runtime, '/?q=milk', fetchData);
  expect(initial).not.toBeNull();
  const recoverable = vi.fn();
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  beforeHydrating(session);
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App
          boot={started}
          initial={initial!}
          session={session}
          fetch={fetchData}
          onMounted={() => session.runtime.restoreStoredVariables()}
        />
      </StrictMode>,
      { onRecoverableError: recoverable },
    );
  });
  return { container, recoverable, errors, session };
}

describe('hydrating a page the server rendered', () => {
  it('matches the server HTML (no recoverable error), then follows the browser', async () => {
    const { container, recoverable, errors } = await hydrate();
    expect(recoverable).not.toHaveBeenCalled();
    // Only here do the server's and the browser's renderer share one module instance of the
    // contexts, which React's development build remarks on; the rest must be silent.
    const remarks = errors.mock.calls.filter(
      ([message]) => !String(message).startsWith('Detected multiple renderers'),
    );
    expect(remarks).toEqual([]);
    expect(container.querySelector('h1')?.textContent).toBe('Welcome');
    // After hydration: the stored cart, and the real browser context (`?q=milk`).
    await vi.waitFor(() => expect(container.textContent).toContain('In the cart: 3'));
    await vi.waitFor(() => expect(container.textContent).toContain('Looking for milk'));
  });

  it('runs the page load (collections, then pageLoaded) in a task after the hydration', async () => {
    let asked: ReturnType<typeof vi.spyOn> | undefined;
    let loaded: ReturnType<typeof vi.spyOn> | undefined;
    await hydrate(undefined, (session) => {
      asked = vi.spyOn(session.runtime.collections, 'autoFetchIds');
      loaded = vi.spyOn(session.runtime, 'pageLoaded');
      held.on = true;
    });
    // Hydrated, its effects run: the page load waits for the next task (one long task else).
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).not.toHaveBeenCalled();
    expect(loaded).not.toHaveBeenCalled();
    held.on = false;
    held.release();
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledOnce());
    expect(asked).toHaveBeenCalled();
  });

  it('reports a server HTML that differs from what the browser renders', async () => {
    const { recoverable } = await hydrate((html) => html.replace('Welcome', 'Hello'));
    expect(recoverable).toHaveBeenCalled();
  });
});

import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEngine } from '@runtime/engine/load.ts';
import type { Collection } from '@shared/schema/logic.ts';
import { fixtureSite } from '@shared/schema/testing/fixture.ts';
import { testStore } from '../store/testing.ts';
import { FramePage } from './FramePage.tsx';
import type { CanvasProblem } from './problems.ts';
import { fetchSample } from './sample-record.ts';
import { createSession } from './session.ts';

beforeAll(async () => {
  await loadEngine();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const recipes = [
  { id: 'r1', name: 'Sadza $& </script>' },
  { id: 'r2', name: 'Rice' },
];

/** The faq page at `/recipes/{id:}` bound to `recipes`, showing its name, id and title. */
function boundSite(collection: Partial<Collection> = {}) {
  const doc = fixtureSite();
  doc.site.collections.recipes = {
    id: 'recipes',
    name: 'Recipes',
    mode: 'static',
    config: { data: recipes },
    ...collection,
  };
  const faq = doc.site.pages[1]!;
  faq.paths.en = '/recipes/{id:}';
  faq.cmsDataSetPath = 'recipes/{id}';
  faq.sections = ['main'];
  doc.pages.faq!.sections = {
    main: { uid: 'main', sectionTitle: 'Main', children: ['name', 'title'] },
  };
  doc.pages.faq!.elements = {
    name: {
      id: 'name',
      type: 'text',
      props: { text: { $formula: "context.page.data?.name ?? 'No record'" } },
    },
    title: { id: 'title', type: 'text', props: { text: { $formula: 'context.page.name' } } },
  };
  return testStore({ pageId: 'faq' }, doc);
}

function show(store: ReturnType<typeof boundSite>) {
  const problems: CanvasProblem[] = [];
  const session = createSession(
    store.getState(),
    { write() {} },
    { report: (p) => void problems.push(p), forget() {} },
  )!;
  const view = render(<FramePage session={session} onRendered={() => {}} />);
  const text = (id: string) => view.container.querySelector(`.e-${id}`)?.textContent;
  return { session, text, problems };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('a bound page in the canvas', () => {
  it("shows a static collection's first record as context.page.data", () => {
    const { text } = show(boundSite());
    expect(text('name')).toBe('Sadza $& </script>');
    expect(text('title')).toBe('faq');
  });

  it('has null data when the collection has no record, and formulas fall back', () => {
    const { text, session } = show(boundSite({ config: { data: [] } }));
    expect(text('name')).toBe('No record');
    expect(session.runtime.resolve({ $formula: 'context.page.data' })).toBeNull();
  });

  it("fetches a dynamic collection's first record from the drafts, then shows it", async () => {
    const sent: Array<[string, RequestInit | undefined]> = [];
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string, init?: RequestInit) => {
        sent.push([input, init]);
        return new Promise<Response>((resolve) => (answer = resolve));
      }),
    );
    const { text } = show(
      boundSite({ mode: 'dynamic', config: { table: 'Recipes' }, autoFetch: false }),
    );
    expect(text('name')).toBe('No record');
    expect(sent.map(([url]) => url)).toEqual(['/api/sites/demo/collections/recipes/fetch?limit=1']);
    expect(sent[0]![1]).toMatchObject({ method: 'POST', body: '{"variables":{}}' });
    await act(async () => answer(json({ data: [recipes[1]], total: 2 })));
    expect(text('name')).toBe('Rice');
  });

  it('says why when the dynamic record cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: 'No data source for collection "recipes"' }, 501)),
    );
    const { text, problems } = show(
      boundSite({ mode: 'dynamic', config: { table: 'Recipes' }, autoFetch: false }),
    );
    await vi.waitFor(() => expect(problems).toHaveLength(1));
    expect(problems[0]).toEqual({
      kind: 'collection',
      name: 'Recipes',
      status: 501,
      reason: 'No data source for collection "recipes"',
    });
    expect(text('name')).toBe('No record');
  });
});

describe('fetchSample', () => {
  const dynamic: Collection = { id: 'a b', name: 'A', mode: 'dynamic', config: {} };
  it('asks for one record and answers it, or null when there is none', async () => {
    const fetch = vi.fn(async () => json({ data: [{ id: 'x' }], total: 9 }));
    const signal = new AbortController().signal;
    expect(await fetchSample(fetch, dynamic, signal)).toEqual({ id: 'x' });
    expect(fetch).toHaveBeenCalledWith('/ww/cms_data_sets/a%20b/fetch?limit=1', expect.anything());
    expect(await fetchSample(async () => json({ data: [], total: 0 }), dynamic, signal)).toBeNull();
  });
});

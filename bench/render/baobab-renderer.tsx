/**
 * The one file that knows how to mount the Baobab renderer for the render benchmark. Rewrite it
 * when the renderer's API changes; nothing else in `bench/render` depends on its internals.
 *
 * `baobabRenderer(page)` loads, once and untimed, the engine chunk (as an app does on its first
 * page with formulas), then gives a function the benchmark calls inside the timed region for
 * every run: it builds a page visit's state (a new `SiteRuntime`, the page entered, the static
 * collections' records received as a fetch would give them) and the React element.
 */
import type { ReactElement } from 'react';
import { loadEngine } from '@runtime/engine/load.ts';
import { langsFor, PageView } from '@runtime/render/index.ts';
import { SiteRuntime } from '@runtime/state/site-runtime.ts';
import type { BenchPage } from './pages.ts';

/** Formula warnings would flood the console and the timings; the DOM comparison catches errors. */
const quiet = () => {};

export async function baobabRenderer(page: BenchPage): Promise<() => ReactElement> {
  const { data, app, lang } = page;
  await loadEngine();
  return () => {
    const runtime = new SiteRuntime(app, { siteId: 'bench', warn: quiet });
    runtime.enterPage(
      data,
      { id: data.page.id, name: data.page.name, path: '/', lang, params: {}, pageLoaded: false },
      langsFor(app, lang),
    );
    for (const [id, collection] of Object.entries(page.collections)) {
      runtime.collections.receive(id, collection.data);
    }
    return <PageView data={data} app={app} lang={lang} warn={quiet} runtime={runtime} />;
  };
}

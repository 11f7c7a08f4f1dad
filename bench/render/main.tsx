/**
 * Entry of the render benchmark page (built by `bench/render.ts` in production mode): runs the
 * cases and leaves the results on `window.__renderBench` for Chromium's driver to read.
 */
import { baobabRenderer } from './baobab-renderer.tsx';
import { measure, type CaseResult } from './measure.ts';
import { elementsPage, LIST_ITEMS, listPage, PAGE_ELEMENTS, products } from './pages.ts';
import { PlainElements, PlainList } from './plain.tsx';

declare global {
  interface Window {
    __renderBench?: { results: CaseResult[] } | { error: string };
    __renderBenchRuns?: { warmup: number; runs: number };
  }
}

const list = listPage();
const landing = elementsPage();
const { warmup, runs } = window.__renderBenchRuns ?? { warmup: 5, runs: 21 };

async function run(): Promise<CaseResult[]> {
  const [baobabList, baobabLanding] = await Promise.all([
    baobabRenderer(list),
    baobabRenderer(landing),
  ]);
  return measure(
    [
      {
        name: `collection list of ${LIST_ITEMS.toLocaleString('en')} items`,
        baobab: baobabList,
        plain: (css) => <PlainList products={products} css={css} />,
      },
      {
        name: `page of ${PAGE_ELEMENTS} elements`,
        baobab: baobabLanding,
        plain: (css) => <PlainElements nodes={landing.plain} css={css} />,
      },
    ],
    warmup,
    runs,
  );
}

// A macrotask later, so the page has loaded and the driver is listening.
setTimeout(() => {
  run().then(
    (results) => (window.__renderBench = { results }),
    (error: unknown) =>
      (window.__renderBench = {
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
}, 0);

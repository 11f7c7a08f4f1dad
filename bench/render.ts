/**
 * Render benchmark: a collection list of 1,000 items and a page of 500 elements, rendered by the
 * Baobab renderer and by hand-written React twins producing the same DOM, in Chromium, in one
 * run. The page is a production build (minified, React's production build) made here with
 * Vite's API into a temporary folder and served to Chromium through request interception.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { alias } from '../vite.config.ts';
import type { CaseResult } from './render/measure.ts';
import { launchChromium } from './support/chromium.ts';

const ROOT = fileURLToPath(new URL('./render/', import.meta.url));
const ORIGIN = 'http://bench.localhost';
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

export const RENDER_TARGET = 1.5;

export interface RenderFigures {
  name: string;
  elements: number;
  domDifference: string | null;
  baobab: { min: number; median: number };
  plain: { min: number; median: number };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function buildBenchPage(outDir: string): Promise<void> {
  const [{ build }, { default: react }] = await Promise.all([
    import('vite'),
    import('@vitejs/plugin-react'),
  ]);
  await build({
    configFile: false,
    root: ROOT,
    base: '/',
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    resolve: { alias },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // One page with React and the runtime's renderer in it, on purpose (its size is not what
    // this bench measures; `-- size` budgets what visitors load): Vite's warning is not news.
    build: { outDir, emptyOutDir: true, minify: true, chunkSizeWarningLimit: 2_000 },
  });
}

export async function renderBench({ warmup = 5, runs = 21 } = {}): Promise<RenderFigures[]> {
  const outDir = await mkdtemp(join(tmpdir(), 'baobab-render-bench-'));
  const browser = await launchChromium();
  try {
    await buildBenchPage(outDir);
    const context = await browser.newContext();
    await context.route(`${ORIGIN}/**`, async (route) => {
      const path = normalize(new URL(route.request().url()).pathname).replace(/^(\.\.[/\\])+/, '');
      const file = join(outDir, path === '/' ? 'index.html' : path);
      const body = await readFile(file).catch(() => null);
      // Product images are not part of the benchmark: answer them empty and at once.
      if (!body) return route.fulfill({ status: 404, body: '' });
      return route.fulfill({
        body,
        contentType: TYPES[extname(file)] ?? 'application/octet-stream',
      });
    });
    const page = await context.newPage();
    await page.addInitScript((settings) => (window.__renderBenchRuns = settings), {
      warmup,
      runs,
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${ORIGIN}/`);
    const outcome = await page
      .waitForFunction(() => window.__renderBench, undefined, { timeout: 600_000 })
      .then((handle) => handle.jsonValue());
    if (!outcome || 'error' in outcome) {
      throw new Error(
        `The render benchmark failed in Chromium: ${outcome?.error ?? errors.join('\n')}`,
      );
    }
    return outcome.results.map((r: CaseResult) => ({
      name: r.name,
      elements: r.elements,
      domDifference: r.domDifference,
      baobab: { min: Math.min(...r.baobab), median: median(r.baobab) },
      plain: { min: Math.min(...r.plain), median: median(r.plain) },
    }));
  } finally {
    await browser.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

/** `npm run bench -- render`: prints both timings and their ratio; false when a DOM differs or a ratio is over target. */
export async function reportRender(): Promise<boolean> {
  const figures = await renderBench();
  const ms = (value: number) => value.toFixed(2);
  console.log('\nRender (Chromium, production React; root.render → DOM committed, ms)');
  console.table(
    figures.map((f) => ({
      work: f.name,
      'DOM elements': f.elements,
      'Baobab min': ms(f.baobab.min),
      'Baobab median': ms(f.baobab.median),
      'plain min': ms(f.plain.min),
      'plain median': ms(f.plain.median),
      'Baobab / plain (median)': f.domDifference
        ? 'DOM differs'
        : `${(f.baobab.median / f.plain.median).toFixed(2)}×`,
      'Baobab / plain (min)': f.domDifference
        ? 'DOM differs'
        : `${(f.baobab.min / f.plain.min).toFixed(2)}×`,
    })),
  );
  let ok = true;
  for (const f of figures) {
    if (f.domDifference) {
      ok = false;
      console.error(
        `The Baobab renderer and the hand-written twin differ for the ${f.name}, ${f.domDifference}`,
      );
    } else if (f.baobab.median / f.plain.median > RENDER_TARGET) {
      ok = false;
      console.log(
        `Over target: ${f.name} takes ${(f.baobab.median / f.plain.median).toFixed(2)}× the hand-written time (target ≤ ${RENDER_TARGET}×)`,
      );
    }
  }
  return ok;
}

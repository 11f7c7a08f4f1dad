/**
 * The benchmark's own pages — Puck (`puck/`), the hand-written page (`plain/`) and the stylesheet
 * page (`stylesheet/`) — built for production with Vite's API into a temporary folder and served
 * to Chromium through request interception on `http://bench.localhost`, as `bench/render.ts` does.
 * The page stylesheets (`/bench-css/{size}.css`) are made once by the stylesheet page.
 */
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import { alias } from '../../vite.config.ts';
import type { PageStylesheet } from './stylesheet/main.tsx';

const ROOT = fileURLToPath(new URL('./', import.meta.url));
export const APPS_ORIGIN = 'http://bench.localhost';
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export async function buildApps(outDir: string): Promise<void> {
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
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      chunkSizeWarningLimit: 5_000,
      rollupOptions: {
        input: {
          puck: join(ROOT, 'puck/index.html'),
          plain: join(ROOT, 'plain/index.html'),
          stylesheet: join(ROOT, 'stylesheet/index.html'),
        },
      },
    },
  });
}

export interface Apps {
  /** Serves the built pages, the stylesheets and the pictures to every page of `context`. */
  serve(context: BrowserContext): Promise<void>;
  url(app: 'puck' | 'plain', size: number): string;
  stylesheets: PageStylesheet[];
}

/**
 * Serves `outDir`; an app's HTML gets `<link rel="stylesheet" href="/bench-css/{n}.css">` for
 * the size in its `?n=`, so its first frame is styled (Puck copies it into its iframe).
 */
export async function serveApps(
  browser: Browser,
  outDir: string,
  pictures: (name: string) => Buffer | null,
): Promise<Apps> {
  const css = new Map<number, string>();
  const serve = async (context: BrowserContext) => {
    await context.route(`${APPS_ORIGIN}/**`, async (route) => {
      const url = new URL(route.request().url());
      const path = normalize(url.pathname).replace(/^(\.\.[/\\])+/, '');
      const sheet = /^\/bench-css\/(\d+)\.css$/.exec(path);
      if (sheet) {
        const text = css.get(Number(sheet[1]));
        return text === undefined
          ? route.fulfill({ status: 404, body: '' })
          : route.fulfill({ body: text, contentType: 'text/css' });
      }
      const picture = /^\/assets\/(bench-\d+\.png)$/.exec(path);
      if (picture) {
        const body = pictures(picture[1]!);
        return body
          ? route.fulfill({ body, contentType: 'image/png' })
          : route.fulfill({ status: 404, body: '' });
      }
      const file = join(outDir, path.endsWith('/') ? `${path}index.html` : path);
      let body = await readFile(file).catch(() => null);
      if (!body) return route.fulfill({ status: 404, body: '' });
      const size = url.searchParams.get('n');
      if (extname(file) === '.html' && size) {
        body = Buffer.from(
          body
            .toString()
            .replace(
              '</head>',
              `<link rel="stylesheet" href="/bench-css/${Number(size)}.css"></head>`,
            ),
        );
      }
      return route.fulfill({
        body,
        contentType: TYPES[extname(file)] ?? 'application/octet-stream',
      });
    });
  };
  const context = await browser.newContext();
  try {
    await serve(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${APPS_ORIGIN}/stylesheet/`);
    const outcome = await page
      .waitForFunction(() => window.__benchStylesheets, undefined, { timeout: 120_000 })
      .then((handle) => handle.jsonValue());
    if (!outcome || 'error' in outcome) {
      throw new Error(`The stylesheet page failed: ${outcome?.error ?? errors.join('\n')}`);
    }
    for (const sheet of outcome.pages) css.set(sheet.size, sheet.css);
    return {
      serve,
      url: (app, size) => `${APPS_ORIGIN}/${app}/?n=${size}`,
      stylesheets: outcome.pages,
    };
  } finally {
    await context.close();
  }
}

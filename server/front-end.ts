/**
 * Where the editor's and the runtime's HTML and bundles come from: the production build in
 * `dist/app`, Vite as middleware in development, or fixed templates in tests.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { PageRenderer } from '@runtime/ssr.tsx';
import { appFileRoutes } from './app-files.ts';

export type AppName = 'runtime' | 'editor' | 'canvas';

/** Each app's HTML entry, relative to the repository (sources) and to the build folder. */
export const HTML_ENTRIES: Readonly<Record<AppName, string>> = {
  runtime: 'runtime/index.html',
  editor: 'editor/index.html',
  // The editor's canvas iframe (editor/canvas/CONTEXT.md).
  canvas: 'editor/canvas/frame.html',
};

/** One entry of Vite's build manifest (the fields read): source module → chunk. */
export interface ManifestChunk {
  file: string;
  /** The chunk's name (a shared chunk's key is `_{name}-{hash}.js`). */
  name?: string;
  imports?: string[];
  css?: string[];
}

export type ChunkManifest = Readonly<Record<string, ManifestChunk>>;

export interface FrontEnd {
  /** The HTML page of an app, for the requested URL. */
  html(app: AppName, url: string): Promise<string>;
  /**
   * The runtime's chunks by source module (the production build's `runtime-manifest.json`), for
   * the preload links of a page (`runtime/server/module-preloads.ts`); null where there is none
   * (development, tests, a build without it).
   */
  runtimeChunks?(): Promise<ChunkManifest | null>;
  /**
   * The runtime's server renderer (`runtime/ssr.tsx`, built into `ssr/ssr.js` beside the
   * bundles); null where there is none (development, tests, a build without it).
   */
  renderer?(): Promise<PageRenderer | null>;
  /**
   * The text of one of the runtime's CSS files (`_app/….css`, a name from the manifest), for a
   * server-rendered page to inline; null when there is no such file.
   */
  runtimeCss?(file: string): Promise<string | null>;
  /** Registers what serves the bundles. */
  register(server: FastifyInstance): Promise<void>;
  close(): Promise<void>;
}

/** `BAOBAB_DIST_DIR` lets two checkouts or parallel test runs build without sharing a folder. */
export const DIST_DIR = resolve(process.env.BAOBAB_DIST_DIR ?? 'dist/app');

/** The server renderer's bundle in the build folder (outside `_app/`, so never served). */
export const SSR_ENTRY = 'ssr/ssr.js';

/**
 * The production build: HTML read once, bundles under `/_app/` from memory, cached for a year
 * (hashed names), sent precompressed (`app-files.ts`).
 */
export function builtFrontEnd(distDir: string = DIST_DIR): FrontEnd {
  const pages = new Map<AppName, Promise<string>>();
  let chunks: Promise<ChunkManifest | null> | undefined;
  let renderer: Promise<PageRenderer | null> | undefined;
  const styles = new Map<string, Promise<string | null>>();
  return {
    runtimeCss(file) {
      if (!/^_app\/[\w.-]+\.css$/.test(file)) return Promise.resolve(null);
      let text = styles.get(file);
      if (!text) {
        text = readFile(join(distDir, file), 'utf8').catch(() => null);
        styles.set(file, text);
      }
      return text;
    },
    renderer() {
      renderer ??= import(pathToFileURL(join(distDir, SSR_ENTRY)).href).then(
        (module: { renderPage?: PageRenderer }) => module.renderPage ?? null,
        (error: unknown) => {
          console.warn(`[baobab] pages are rendered in the browser only: ${String(error)}`);
          return null;
        },
      );
      return renderer;
    },
    runtimeChunks() {
      chunks ??= readFile(join(distDir, 'runtime-manifest.json'), 'utf8').then(
        (text) => JSON.parse(text) as ChunkManifest,
        () => null,
      );
      return chunks;
    },
    html(app) {
      let page = pages.get(app);
      if (!page) {
        page = readFile(join(distDir, HTML_ENTRIES[app]), 'utf8');
        pages.set(app, page);
      }
      return page;
    },
    async register(server) {
      // From memory, with the build's brotli/gzip copies (`app-files.ts`, `precompress.ts`).
      await appFileRoutes(server, join(distDir, '_app'));
    },
    async close() {},
  };
}

/** Development: Vite as middleware (hot reload), HTML transformed from the sources. */
export async function viteFrontEnd(): Promise<FrontEnd> {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  return {
    async html(app, url) {
      return vite.transformIndexHtml(url, await readFile(resolve(HTML_ENTRIES[app]), 'utf8'));
    },
    async register(server) {
      const { default: middie } = await import('@fastify/middie');
      await server.register(middie);
      server.use(vite.middlewares);
    },
    close: () => vite.close(),
  };
}

/** Fixed templates, for tests that need no build (the canvas falls back to the editor's). */
export function fixedFrontEnd(
  templates: Record<'runtime' | 'editor', string> & Partial<Record<AppName, string>>,
): FrontEnd {
  return {
    html: async (app) => templates[app] ?? templates.editor,
    async register() {},
    async close() {},
  };
}

/** `<script id type="application/json">` with the data; `<` escaped, so no text closes it. */
export function jsonScript(id: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script id="${id}" type="application/json">${json}</script>`;
}

/** Puts JSON data into a page as `<script id type="application/json">` before `</head>`. */
export function injectJson(html: string, id: string, data: unknown): string {
  const tag = jsonScript(id, data);
  return html.includes('</head>')
    ? html.replace('</head>', () => `${tag}</head>`)
    : `${tag}${html}`;
}

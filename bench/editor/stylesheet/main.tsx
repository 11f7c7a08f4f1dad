/**
 * Renders each benchmark page once with the runtime's renderer (as the editor's canvas does) and
 * once with the hand-written page, checks that their DOMs are the same, and leaves on
 * `window.__benchStylesheets` the page's whole stylesheet (the catalogue's CSS and the page's
 * rules): the file the hand-written page and the Puck page load, so all three look alike.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { ReactElement } from 'react';
import { app, page, pageData } from '@runtime/testing/fixtures.ts';
import { baobabRenderer } from '../../render/baobab-renderer.tsx';
import { benchElements, PAGE_ID, SECTION_UID } from '../baobab-page.ts';
import { benchTree, SIZES } from '../page-tree.ts';
import { PlainPage } from '../plain/PlainPage.tsx';

export interface PageStylesheet {
  size: number;
  css: string;
  elements: number;
  /** Where the two DOMs first differ, or null when they are the same. */
  domDifference: string | null;
}

declare global {
  interface Window {
    __benchStylesheets?: { pages: PageStylesheet[] } | { error: string };
  }
}

function renderToHtml(element: ReactElement): { html: string; elements: number } {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(element));
  const html = container.innerHTML;
  const elements = container.querySelectorAll('*').length;
  root.unmount();
  container.remove();
  return { html, elements };
}

function firstDifference(a: string, b: string): string | null {
  if (a === b) return null;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 80);
  return `at character ${i}:\n  renderer:     …${a.slice(from, i + 120)}\n  hand-written: …${b.slice(from, i + 120)}`;
}

/** The CSS the document loaded (the catalogue components' files bundled here). */
function loadedCss(): string {
  return [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText))
    .join('\n');
}

async function run(): Promise<PageStylesheet[]> {
  const out: PageStylesheet[] = [];
  for (const size of SIZES) {
    const tree = benchTree(size);
    const published = page(PAGE_ID, { en: '/' }, [{ uid: SECTION_UID, sectionTitle: 'Main' }]);
    const data = pageData(
      published,
      [{ uid: SECTION_UID, sectionTitle: 'Main', children: tree.roots.map((r) => r.id) }],
      benchElements(tree),
    );
    const render = await baobabRenderer({
      app: app([published]),
      data,
      lang: 'en',
      collections: {},
    });
    const baobab = renderToHtml(render());
    const holder = document.createElement('div');
    holder.innerHTML = baobab.html;
    const style = holder.querySelector('style');
    const pageCss = style?.textContent ?? '';
    style?.remove();
    const plain = renderToHtml(<PlainPage roots={tree.roots} />);
    out.push({
      size,
      css: `${loadedCss()}\n${pageCss}`,
      elements: plain.elements,
      domDifference: firstDifference(holder.innerHTML, plain.html),
    });
  }
  return out;
}

setTimeout(() => {
  run().then(
    (pages) => (window.__benchStylesheets = { pages }),
    (error: unknown) =>
      (window.__benchStylesheets = {
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
}, 0);

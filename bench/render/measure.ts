/**
 * In the browser: times rendering one page with the Baobab renderer and with its hand-written
 * twin, from `root.render` to the DOM committed (`flushSync`), in a fresh container each run,
 * alternating which goes first. Checks first that both produce the same DOM.
 */
import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

export interface RenderCase {
  name: string;
  baobab: () => ReactElement;
  /** The twin gets the Baobab page's stylesheet text (null when it renders none). */
  plain: (css: string | null) => ReactElement;
}

export interface CaseResult {
  name: string;
  elements: number;
  /** Where the two DOMs first differ, or null when they are the same. */
  domDifference: string | null;
  baobab: number[];
  plain: number[];
}

function renderOnce(element: ReactElement): { ms: number; html: string; elements: number } {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const start = performance.now();
  flushSync(() => root.render(element));
  const ms = performance.now() - start;
  const html = container.innerHTML;
  const elements = container.querySelectorAll('*').length;
  root.unmount();
  container.remove();
  return { ms, html, elements };
}

function firstDifference(a: string, b: string): string | null {
  if (a === b) return null;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 80);
  return (
    `at character ${i} of ${a.length} (Baobab) / ${b.length} (hand-written):\n` +
    `  Baobab:       …${a.slice(from, i + 120)}\n  hand-written: …${b.slice(from, i + 120)}`
  );
}

const styleText = (html: string): string | null => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.querySelector('style')?.textContent ?? null;
};

export function measure(cases: RenderCase[], warmup: number, runs: number): CaseResult[] {
  return cases.map((c) => {
    const first = renderOnce(c.baobab());
    const css = styleText(first.html);
    const twin = renderOnce(c.plain(css));
    for (let i = 0; i < warmup; i++) {
      renderOnce(c.baobab());
      renderOnce(c.plain(css));
    }
    const baobab: number[] = [];
    const plain: number[] = [];
    for (let i = 0; i < runs; i++) {
      // Alternate the order so neither side always runs right after the other's garbage.
      if (i % 2 === 0) {
        baobab.push(renderOnce(c.baobab()).ms);
        plain.push(renderOnce(c.plain(css)).ms);
      } else {
        plain.push(renderOnce(c.plain(css)).ms);
        baobab.push(renderOnce(c.baobab()).ms);
      }
    }
    return {
      name: c.name,
      elements: twin.elements,
      domDifference: firstDifference(first.html, twin.html),
      baobab,
      plain,
    };
  });
}

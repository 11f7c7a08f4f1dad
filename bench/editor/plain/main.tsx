/**
 * The hand-written page's entry: `?n=500` shows the page of 500 elements, with the smallest
 * editing surface a developer would write by hand — one text field, fixed at the top right like
 * a sidebar, that changes the text of the benchmark's target title (`targets.text`) through
 * React state. It gives the keystroke → paint measure a floor: the same DOM, no editor.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { benchTree, type BenchNode } from '../page-tree.ts';
import { EditedTexts, PlainPage } from './PlainPage.tsx';

const size = Number(new URLSearchParams(location.search).get('n') ?? 500);
const tree = benchTree(size);

function textOf(nodes: BenchNode[], id: string): string {
  for (const node of nodes) {
    if (node.id === id && 'text' in node) return node.text;
    if (node.kind === 'box') {
      const found = textOf(node.children, id);
      if (found) return found;
    }
  }
  return '';
}

function PlainEditor() {
  const id = tree.targets.text;
  const [text, setText] = useState(() => textOf(tree.roots, id));
  return (
    <EditedTexts.Provider value={{ [id]: text }}>
      <PlainPage roots={tree.roots} />
      <input
        data-bench-field="text"
        aria-label="Text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        style={{ position: 'fixed', top: 8, right: 8, width: 240 }}
      />
    </EditedTexts.Provider>
  );
}

createRoot(document.getElementById('root')!).render(<PlainEditor />);

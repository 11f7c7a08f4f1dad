/**
 * The hand-written page: plain React components producing the same DOM as the editor's canvas
 * (the runtime's renderer) for the benchmark page — same tags, classes, texts, attributes —
 * the way a developer would write it by hand. Its stylesheet is a file (`/bench-css/{size}.css`).
 */
import { createContext, memo, useContext } from 'react';
import type { BenchNode } from '../page-tree.ts';

/** Texts changed by the page's text field (`main.tsx`), by element id. */
export const EditedTexts = createContext<Readonly<Record<string, string>>>({});

/** A text node's text, as edited: only these read the edits, so a keystroke re-renders one. */
function Text({ id, text }: { id: string; text: string }) {
  return <>{useContext(EditedTexts)[id] ?? text}</>;
}

const Node = memo(function Node({ node }: { node: BenchNode }) {
  const className = `e-${node.id}`;
  switch (node.kind) {
    case 'box':
      return (
        <div className={className}>
          {node.children.map((child) => (
            <Node key={child.id} node={child} />
          ))}
        </div>
      );
    case 'text': {
      const Tag = node.tag;
      return (
        <Tag className={className}>
          <Text id={node.id} text={node.text} />
        </Tag>
      );
    }
    case 'image':
      return (
        <img
          className={className}
          src={node.src}
          alt={node.alt}
          loading="lazy"
          style={{ objectFit: 'cover' }}
        />
      );
    case 'button':
      return (
        <button className={className} type="button">
          {node.text}
        </button>
      );
  }
});

export function PlainPage({ roots }: { roots: BenchNode[] }) {
  return (
    // As the runtime renders a page's main-content section: inside the page's one <main>.
    <main>
      <section id="main" data-section="main" className="s-main">
        {roots.map((node) => (
          <Node key={node.id} node={node} />
        ))}
      </section>
    </main>
  );
}

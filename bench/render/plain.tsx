/**
 * The hand-written twins: plain React components producing the same DOM as the Baobab renderer
 * (same tags, classes, texts, attributes), the way a developer would write these pages by hand.
 * The stylesheet is a constant here (a hand-written site ships its CSS as a file); the benchmark
 * reads it once from the Baobab output so the two DOMs compare equal.
 */
import type { ReactNode } from 'react';
import { formatPrice, type PlainNode, type Product } from './pages.ts';

interface PageShell {
  pageId: string;
  anchor: string;
  css: string | null;
}

function Shell({ pageId, anchor, css, children }: PageShell & { children: ReactNode }) {
  return (
    <>
      {css !== null && <style data-baobab-page={pageId}>{css}</style>}
      {/* The runtime puts a page's main-content sections in one <main> (its landmark). */}
      <main>
        <section id={anchor} data-section="s1" className="s-s1">
          {children}
        </section>
      </main>
    </>
  );
}

function ProductCard({ product }: { product: Product }) {
  return (
    <div className="e-card">
      <h3 className="e-name">{product.name}</h3>
      <p className="e-price">{formatPrice(product.price)}</p>
      <img
        className="e-photo"
        src={product.image}
        alt=""
        loading="lazy"
        style={{ objectFit: 'cover' }}
      />
    </div>
  );
}

export function PlainList({ products, css }: { products: Product[]; css: string | null }) {
  return (
    <Shell pageId="products" anchor="products" css={css}>
      <div className="e-list">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
    </Shell>
  );
}

function Node({ node }: { node: PlainNode }) {
  switch (node.kind) {
    case 'box':
      return (
        <div className={node.className}>
          {node.children.map((child) => (
            <Node key={child.className} node={child} />
          ))}
        </div>
      );
    case 'text':
      return <p className={node.className}>{node.text}</p>;
    case 'image':
      return (
        <img
          className={node.className}
          src={node.src}
          alt={node.alt}
          loading="lazy"
          style={{ objectFit: 'cover' }}
        />
      );
    case 'button':
      return (
        <button className={node.className} type="button">
          {node.text}
        </button>
      );
  }
}

export function PlainElements({ nodes, css }: { nodes: PlainNode[]; css: string | null }) {
  return (
    <Shell pageId="landing" anchor="landing" css={css}>
      {nodes.map((node) => (
        <Node key={node.className} node={node} />
      ))}
    </Shell>
  );
}

/**
 * The two pages of the render benchmark, as site data (what the Baobab renderer gets) and as the
 * plain description the hand-written twin renders. Deterministic: same input every run.
 */
import type { AppData, PageData, StaticCollectionData } from '@shared/schema/compose.ts';
import type { Element, ElementMap } from '@shared/schema/element.ts';
import { app, page, pageData } from '@runtime/testing/fixtures.ts';

export const LIST_ITEMS = 1_000;
export const PAGE_ELEMENTS = 500;

/** Everything the renderer adapter needs to draw one page. */
export interface BenchPage {
  app: AppData;
  data: PageData;
  lang: string;
  /** Static collections' records by collection id, as `GET /collections/{id}.json` answers. */
  collections: Record<string, StaticCollectionData>;
}

/** A type, not an interface, so that it counts as a JSON object for the collection's records. */
export type Product = {
  id: string;
  name: string;
  price: number;
  image: string;
};

export const products: Product[] = Array.from({ length: LIST_ITEMS }, (_, i) => ({
  id: `p${i}`,
  name: `Product ${i + 1}`,
  price: 10 + ((i * 37) % 900) + (i % 100) / 100,
  image: `/assets/product-${i % 50}.jpg`,
}));

/** The price formula the list binds, and the same formatting written by hand. */
export const PRICE_FORMULA = "formatCurrency(context.item.data.price, 'ZAR', 'en-ZA')";
const money = new Intl.NumberFormat('en-ZA', { style: 'currency', currency: 'ZAR' });
export const formatPrice = (price: number) => money.format(price);

const el = (id: string, type: string, extra: Partial<Element> = {}): Element => ({
  id,
  type,
  ...extra,
});

/** A flexbox repeated over `collections.products.data`: one card (name, price, image) per item. */
export function listPage(): BenchPage {
  const elements: ElementMap = {
    list: el('list', 'flexbox', {
      props: { repeat: { $formula: 'collections.products.data' } },
      styles: { flexWrap: 'wrap', gap: '16px' },
      children: { default: ['card'] },
    }),
    card: el('card', 'flexbox', {
      styles: { flexDirection: 'column', width: '200px', padding: '8px' },
      children: { default: ['name', 'price', 'photo'] },
    }),
    name: el('name', 'text', {
      props: { text: { $formula: 'context.item.data.name' }, tag: 'h3' },
    }),
    price: el('price', 'text', { props: { text: { $formula: PRICE_FORMULA }, tag: 'p' } }),
    photo: el('photo', 'image', {
      props: { url: { $formula: 'context.item.data.image' }, alt: '', loading: 'lazy' },
      styles: { width: '100%', height: '120px' },
    }),
  };
  const published = page('products', { en: 'products' }, [{ uid: 's1', sectionTitle: 'Products' }]);
  const data = pageData(
    published,
    [{ uid: 's1', sectionTitle: 'Products', children: ['list'] }],
    elements,
  );
  data.collections = {
    products: { id: 'products', name: 'products', mode: 'static', config: {}, autoFetch: true },
  };
  return {
    app: app([published]),
    data,
    lang: 'en',
    collections: { products: { id: 'products', total: products.length, data: [...products] } },
  };
}

/** One node of the 500-element page, as the hand-written twin walks it. */
export type PlainNode =
  | { kind: 'box'; className: string; children: PlainNode[] }
  | { kind: 'text'; className: string; text: string }
  | { kind: 'image'; className: string; src: string; alt: string }
  | { kind: 'button'; className: string; text: string };

/**
 * 500 elements: flexboxes holding [flexbox, text, flexbox, image, button, text], filled
 * breadth-first, so the tree is about six levels deep, like a long landing page.
 */
function elementTree(): { elements: ElementMap; roots: string[]; plain: PlainNode[] } {
  const elements: ElementMap = {};
  const pattern = ['flexbox', 'text', 'flexbox', 'image', 'button', 'text'] as const;
  const plainById = new Map<string, PlainNode>();
  let count = 0;
  const make = (type: string): string => {
    const id = `e${count++}`;
    const n = count;
    const c = `e-${id}`;
    if (type === 'flexbox') {
      elements[id] = el(id, 'flexbox', {
        styles: { gap: '8px', padding: `${n % 16}px` },
        children: { default: [] },
      });
      plainById.set(id, { kind: 'box', className: c, children: [] });
    } else if (type === 'text') {
      elements[id] = el(id, 'text', {
        props: { text: `Text number ${n}`, tag: 'p' },
        styles: { color: '#333' },
      });
      plainById.set(id, { kind: 'text', className: c, text: `Text number ${n}` });
    } else if (type === 'image') {
      const src = `/assets/picture-${n % 20}.jpg`;
      elements[id] = el(id, 'image', { props: { url: src, alt: `Picture ${n}` } });
      plainById.set(id, { kind: 'image', className: c, src, alt: `Picture ${n}` });
    } else {
      elements[id] = el(id, 'button', { props: { text: `Action ${n}` } });
      plainById.set(id, { kind: 'button', className: c, text: `Action ${n}` });
    }
    return id;
  };
  const roots = Array.from({ length: 4 }, () => make('flexbox'));
  const queue = [...roots];
  while (count < PAGE_ELEMENTS) {
    const parent = queue.shift()!;
    for (const type of pattern) {
      if (count >= PAGE_ELEMENTS) break;
      const id = make(type);
      elements[parent]!.children!.default!.push(id);
      const node = plainById.get(parent);
      if (node?.kind === 'box') node.children.push(plainById.get(id)!);
      if (type === 'flexbox') queue.push(id);
    }
  }
  return { elements, roots, plain: roots.map((id) => plainById.get(id)!) };
}

export function elementsPage(): BenchPage & { plain: PlainNode[] } {
  const { elements, roots, plain } = elementTree();
  const published = page('landing', { en: 'landing' }, [{ uid: 's1', sectionTitle: 'Landing' }]);
  const data = pageData(
    published,
    [{ uid: 's1', sectionTitle: 'Landing', children: roots }],
    elements,
  );
  return { app: app([published]), data, lang: 'en', collections: {}, plain };
}

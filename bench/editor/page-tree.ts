/**
 * The editor benchmark's page: a deterministic tree of exactly N elements, the way a long landing
 * page is built — bands (a column flexbox with a heading and rows), rows of four cards (a wrapping
 * flexbox), cards (a column flexbox with an image, a title, a paragraph and a button). The same
 * tree becomes a Baobab site (`baobab-site.ts`), Puck data (`puck/data.ts`) and the hand-written
 * page (`plain/main.tsx`), so the three show the same content.
 */

export type BenchNode =
  | { kind: 'box'; id: string; name: string; role: 'band' | 'row' | 'card'; children: BenchNode[] }
  | { kind: 'text'; id: string; name: string; tag: 'h2' | 'h3' | 'p'; text: string }
  | { kind: 'image'; id: string; name: string; src: string; alt: string }
  | { kind: 'button'; id: string; name: string; text: string };

export interface BenchTree {
  /** The bands, in page order (the section's root elements). */
  roots: BenchNode[];
  /** How many elements the tree holds (= the size asked for). */
  count: number;
  /** Elements the interactions use, all in the middle of the page. */
  targets: {
    /** A card title whose `text` is typed into. */
    text: string;
    /** A card, and the card before it in the same row: the drag moves `moved` before `before`. */
    moved: string;
    before: string;
  };
}

export const SIZES = [500, 2_000] as const;
export const ROWS_PER_BAND = 3;
export const CARDS_PER_ROW = 4;
/** Images the pages use, cycled (`/assets/bench-{k}.png`). */
export const PICTURES = 8;

/** Each element's own styles, by role (the Baobab site's `styles`; CSS names in camel case). */
export const STYLES = {
  band: { flexDirection: 'column', gap: '16px', padding: '32px 24px' },
  row: { flexWrap: 'wrap', gap: '16px' },
  card: {
    flexDirection: 'column',
    flex: '1 1 200px',
    gap: '8px',
    padding: '16px',
    border: '1px solid #e4ddcc',
    borderRadius: '12px',
    backgroundColor: '#ffffff',
  },
  heading: { fontSize: '28px', margin: '0' },
  title: { fontSize: '18px', margin: '0' },
  body: { color: '#555555', margin: '0' },
  image: { width: '100%', height: '140px' },
  button: { padding: '8px 12px', borderRadius: '8px' },
} as const satisfies Record<string, Record<string, string>>;

export type StyleRole = keyof typeof STYLES;

/** The style role of a node (which entry of `STYLES` it wears). */
export function styleRole(node: BenchNode): StyleRole {
  switch (node.kind) {
    case 'box':
      return node.role;
    case 'text':
      return node.tag === 'h2' ? 'heading' : node.tag === 'h3' ? 'title' : 'body';
    case 'image':
      return 'image';
    case 'button':
      return 'button';
  }
}

/**
 * Builds the page depth first: band, its heading, its rows, each row's cards with their
 * contents, until `size` elements exist (the last card or row may be cut short).
 */
export function benchTree(size: number): BenchTree {
  let count = 0;
  const room = () => count < size;
  const id = () => `e${++count}`;
  const roots: BenchNode[] = [];
  const cards: Array<{ id: string; row: string; index: number; title: string | null }> = [];
  for (let b = 1; room(); b++) {
    const band: BenchNode = {
      kind: 'box',
      id: id(),
      name: `Band ${b}`,
      role: 'band',
      children: [],
    };
    roots.push(band);
    if (room())
      band.children.push({
        kind: 'text',
        id: id(),
        name: `Band ${b} heading`,
        tag: 'h2',
        text: `Section ${b}: fresh picks`,
      });
    for (let r = 1; r <= ROWS_PER_BAND && room(); r++) {
      const row: BenchNode = {
        kind: 'box',
        id: id(),
        name: `Band ${b} row ${r}`,
        role: 'row',
        children: [],
      };
      band.children.push(row);
      for (let c = 1; c <= CARDS_PER_ROW && room(); c++) {
        const n = cards.length + 1;
        const card: BenchNode = {
          kind: 'box',
          id: id(),
          name: `Card ${n}`,
          role: 'card',
          children: [],
        };
        row.children.push(card);
        const entry = { id: card.id, row: row.id, index: c - 1, title: null as string | null };
        cards.push(entry);
        if (room())
          card.children.push({
            kind: 'image',
            id: id(),
            name: `Card ${n} image`,
            src: `/assets/bench-${n % PICTURES}.png`,
            alt: `Product ${n}`,
          });
        if (room()) {
          entry.title = `e${count + 1}`;
          card.children.push({
            kind: 'text',
            id: id(),
            name: `Card ${n} title`,
            tag: 'h3',
            text: `Product ${n}`,
          });
        }
        if (room())
          card.children.push({
            kind: 'text',
            id: id(),
            name: `Card ${n} text`,
            tag: 'p',
            text: `Fresh and delivered in one to three days, product number ${n}.`,
          });
        if (room())
          card.children.push({
            kind: 'button',
            id: id(),
            name: `Card ${n} button`,
            text: 'Add to basket',
          });
      }
    }
  }
  // A card in the middle of the page that has a card before it in its row, and a title.
  const middle = cards.findIndex(
    (card, i) => i >= cards.length / 2 && card.index > 0 && card.title !== null,
  );
  const moved = cards[middle];
  const before = cards[middle - 1];
  if (!moved?.title || !before) throw new Error(`A page of ${size} elements is too small`);
  return { roots, count, targets: { text: moved.title, moved: moved.id, before: before.id } };
}

/** Every node of the tree, parents before children. */
export function* walk(nodes: readonly BenchNode[]): Generator<BenchNode> {
  for (const node of nodes) {
    yield node;
    if (node.kind === 'box') yield* walk(node.children);
  }
}

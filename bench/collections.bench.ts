/**
 * Collections benchmark: the engine's filter + sort against the same work written by hand, on
 * 10,000 product-like records. Target: the engine within 2× of plain JS. And `match` on the
 * linear-time pattern engine: the ReDoS corpus of issue 28 (each pattern compiled and run once:
 * with `RegExp`, `^(a|a)*$` alone takes seconds), and a plain pattern over 10,000 names against
 * the same `RegExp` by hand.
 */
import { Bench } from 'tinybench';
import {
  applyFilter,
  applySort,
  loadPatternEngine,
  type ResolvedSortKey,
} from '@shared/collections/index.ts';
import { compilePattern } from '@shared/collections/operators/pattern.ts';
import { REDOS_CORPUS } from '@shared/collections/testing/redos-corpus.ts';
import type { FilterGroup } from '@shared/schema/logic.ts';

interface Product {
  id: string;
  name: string;
  category: string;
  price: number;
  inStock: boolean;
  tags: string[];
}

const CATEGORIES = ['shoes', 'bags', 'hats', 'shirts', 'watches', 'toys'];
const TAGS = ['new', 'sale', 'eco', 'gift', 'limited', 'bestseller', 'imported', 'handmade'];

/** `count` products from a fixed-seed generator, so every run measures the same data. */
function generateProducts(count: number): Product[] {
  let seed = 42;
  const random = () => {
    // mulberry32
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    name: `Item ${Math.floor(random() * count)}`,
    category: pick(CATEGORIES),
    price: Math.round(random() * 100_000) / 100,
    inStock: random() < 0.7,
    tags: Array.from({ length: Math.floor(random() * 4) }, () => pick(TAGS)),
  }));
}

const categories = ['shoes', 'bags', 'watches'];
const wantedTags = ['sale', 'eco'];

const benchFilter: FilterGroup = {
  type: 'group',
  combinator: 'and',
  conditions: [
    { type: 'condition', key: 'category', operator: 'in', value: categories },
    { type: 'condition', key: 'price', operator: 'lte', value: 500 },
    { type: 'condition', key: 'inStock', operator: 'equals', value: true },
    {
      type: 'group',
      combinator: 'or',
      conditions: [
        { type: 'condition', key: 'name', operator: 'contains', value: '1' },
        { type: 'condition', key: 'tags', operator: 'overlap', value: wantedTags },
      ],
    },
  ],
};
const benchSort: ResolvedSortKey[] = [
  { key: 'price', direction: 'asc' },
  { key: 'name', direction: 'asc' },
];

function engine(records: readonly Product[]): Product[] {
  return applySort(applyFilter(records, benchFilter), benchSort);
}

const collator = new Intl.Collator(undefined, { numeric: true });

/** The same filter and sort, by hand. */
function plainJs(records: readonly Product[]): Product[] {
  return records
    .filter(
      (r) =>
        categories.includes(r.category) &&
        r.price <= 500 &&
        r.inStock === true &&
        (r.name.toLowerCase().includes('1') || r.tags.some((tag) => wantedTags.includes(tag))),
    )
    .sort((a, b) => a.price - b.price || collator.compare(a.name, b.name));
}

export async function collectionsBench(): Promise<Bench> {
  const records = generateProducts(10_000);
  // Both tasks must do the same work, or the comparison means nothing.
  const ids = (list: Product[]) => list.map((r) => r.id).join();
  if (ids(engine(records)) !== ids(plainJs(records))) {
    throw new Error('collections bench: the engine and plain JS disagree');
  }
  await loadPatternEngine();
  const nameFilter: FilterGroup = {
    type: 'group',
    combinator: 'and',
    conditions: [{ type: 'condition', key: 'name', operator: 'match', value: '^Item 1\\d*7$' }],
  };
  const byHand = /^Item 1\d*7$/;
  if (applyFilter(records, nameFilter).length !== records.filter((r) => byHand.test(r.name)).length)
    throw new Error('collections bench: the pattern engine and RegExp disagree');
  const bench = new Bench({ time: 1000, warmupTime: 200 });
  bench
    .add('filter + sort 10,000 records — engine', () => {
      engine(records);
    })
    .add('filter + sort 10,000 records — plain JS', () => {
      plainJs(records);
    })
    .add(`match: ReDoS corpus, ${REDOS_CORPUS.length} patterns compiled and run — engine`, () => {
      for (const [pattern, text, matches] of REDOS_CORPUS)
        if (compilePattern(pattern)(text) !== matches) throw new Error(`${pattern} disagrees`);
    })
    .add('match ^Item 1\\d*7$ over 10,000 names — engine', () => {
      applyFilter(records, nameFilter);
    })
    .add('match ^Item 1\\d*7$ over 10,000 names — RegExp by hand', () => {
      records.filter((r) => byHand.test(r.name));
    });
  await bench.run();
  return bench;
}

/**
 * Formula engine against the same work written as plain JavaScript functions, measured side by
 * side in one run: storefront-like formulas (cart total, item count, price formatting, a
 * filter-map over 100 products). Tasks come in pairs named "<work> — engine" / "<work> — plain JS";
 * `run.ts` prints the ratio of each pair. Target: engine within 5× of plain JS.
 */
import { Bench } from 'tinybench';
import { evaluateFormula, type FormulaScope } from '@shared/formula/index.ts';

const CATEGORIES = ['groceries', 'meat', 'toiletries', 'detergents', 'juice', 'medicines'];

export function benchProducts(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: `p${i}`,
    name: `Item ${i}`,
    category: CATEGORIES[i % CATEGORIES.length]!,
    price: 20 + ((i * 37) % 480),
    inStock: i % 7 !== 0,
  }));
}

export async function formulasBench(): Promise<Bench> {
  const products = benchProducts(100);
  const cart = products.slice(0, 12).map((p, i) => ({ ...p, quantity: 1 + (i % 3) }));
  // Plain JS reads the same data object, so V8 cannot fold its work into constants.
  const variables = { cart, total: 3456.789, count: 7 };
  const scope: FormulaScope = {
    variables,
    collections: { products: { data: products, total: products.length } },
  };
  const zar = new Intl.NumberFormat('en-ZA', { style: 'currency', currency: 'ZAR' });
  let sink: unknown;

  const pairs: Array<[string, string, () => unknown]> = [
    [
      'cart total',
      'sum(map(variables.cart, i => i.price * i.quantity))',
      () => variables.cart.reduce((total, i) => total + i.price * i.quantity, 0),
    ],
    [
      'item count',
      "rollupSum(variables.cart, 'quantity')",
      () => variables.cart.reduce((total, i) => total + i.quantity, 0),
    ],
    [
      'price formatting',
      "formatCurrency(variables.total, 'ZAR', 'en-ZA')",
      () => zar.format(variables.total),
    ],
    [
      'label with a condition',
      "`${variables.count} ${variables.count === 1 ? 'item' : 'items'} in your basket`",
      () => {
        const count = variables.count;
        return `${count} ${count === 1 ? 'item' : 'items'} in your basket`;
      },
    ],
    [
      'filter-map over 100 products',
      "map(filter(collections.products.data, p => p.category === 'groceries' && p.price < 300 && p.inStock), p => p.name)",
      () =>
        products
          .filter((p) => p.category === 'groceries' && p.price < 300 && p.inStock)
          .map((p) => p.name),
    ],
  ];

  // The whole set, as a page showing a basket and a product list evaluates it.
  const set = pairs.filter(([work]) => work !== 'label with a condition');
  pairs.push([
    'the set: cart total, item count, price formatting, filter-map',
    '',
    () => set.map(([, , plain]) => plain()),
  ]);

  const bench = new Bench({ time: 1000, warmupTime: 200 });
  for (const [work, formula, plain] of pairs) {
    const engine =
      formula === ''
        ? () => set.map(([, source]) => evaluateFormula(source, scope))
        : () => evaluateFormula(formula, scope);
    bench
      .add(`${work} — engine`, () => {
        sink = engine();
      })
      .add(`${work} — plain JS`, () => {
        sink = plain();
      });
  }
  await bench.run();
  if (sink === Symbol.for('never')) console.log(sink);
  return bench;
}

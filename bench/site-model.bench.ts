/**
 * Site-model benchmark: loading (parse + migrate + schema + reference checks) and the canonical
 * writer, on the storefront and on a generated page of 2,000 elements.
 */
import { Bench } from 'tinybench';
import { componentTypes } from '@catalogue/definitions.ts';
import { canonicalJson, loadSite, type Element, type PageFile } from '@shared/schema/index.ts';
import { fixtureTexts } from '@shared/schema/testing/fixture.ts';
import { readSiteTexts } from '@server/site-store/read.ts';

/** A page of `count` elements: rows of cards, three levels deep, as a big storefront page is. */
export function generatedPageTexts(count: number): Record<string, string> {
  return fixtureTexts((f) => {
    const elements: Record<string, Element> = {};
    const rows: string[] = [];
    let n = 0;
    while (n < count) {
      const row = `row-${n++}`;
      const cards: string[] = [];
      for (let c = 0; c < 4 && n < count; c++) {
        const card = `card-${n++}`;
        const inner: string[] = [];
        for (const kind of ['image', 'text', 'text', 'button'] as const) {
          if (n >= count) break;
          const id = `el-${n++}`;
          inner.push(id);
          elements[id] =
            kind === 'image'
              ? {
                  id,
                  type: 'image',
                  props: { url: '/assets/x.svg', alt: { $lang: { en: 'Item' } } },
                }
              : {
                  id,
                  type: kind,
                  props: { text: { $lang: { en: `Item ${n}` } } },
                  styles: { fontSize: '16px' },
                };
        }
        elements[card] = {
          id: card,
          type: 'flexbox',
          children: { default: inner },
          styles: { flexDirection: 'column' },
        };
        cards.push(card);
      }
      elements[row] = {
        id: row,
        type: 'flexbox',
        children: { default: cards },
        styles: { gap: '16px' },
      };
      rows.push(row);
    }
    const home: PageFile = f.pages.home!;
    home.sections.hero!.children.push(...rows);
    Object.assign(home.elements, elements);
  });
}

export async function siteModelBench(): Promise<Bench> {
  const storefront = await readSiteTexts('sites/cross-border-shop');
  const big = generatedPageTexts(2000);
  const bigPage = JSON.parse(big['pages/home.json']!) as unknown;
  const options = { knownTypes: componentTypes };
  const bench = new Bench({ time: 1000, warmupTime: 200 });
  bench
    .add('load + validate the storefront (all files)', () => {
      loadSite(storefront, options);
    })
    .add('load + validate a site with a 2,000-element page', () => {
      loadSite(big, options);
    })
    .add('canonical write of a 2,000-element page', () => {
      canonicalJson(bigPage);
    });
  await bench.run();
  return bench;
}

import { describe, expect, it } from 'vitest';
import { HELPERS } from '@shared/formula/index.ts';
import { testStore } from '../../store/testing.ts';
import { buildCompletions, completionSource } from './completions.ts';

function source(itemData?: unknown) {
  const store = testStore();
  store.dispatch({ type: 'add-variable', payload: { scope: 'site', name: 'cart', type: 'array' } });
  store.dispatch({
    type: 'add-variable',
    payload: { scope: 'page', pageId: 'home', name: 'search text', type: 'string' },
  });
  store.dispatch({
    type: 'add-variable',
    payload: { scope: 'page', pageId: 'faq', name: 'faqOnly', type: 'string' },
  });
  store.dispatch({
    type: 'add-collection',
    payload: { scope: 'site', name: 'products', mode: 'static' },
  });
  store.dispatch({
    type: 'add-formula',
    payload: { scope: 'site', name: 'total', parameters: ['items'], code: 'sum(items)' },
  });
  return completionSource(store.getState().doc, 'home', 'en', itemData);
}
const labels = (before: string, itemData?: unknown) =>
  buildCompletions(source(itemData), before).items.map((i) => i.label);

describe('formula completions', () => {
  it('proposes every variable of the site and the page written out, the roots and every helper', () => {
    const { from, items } = buildCompletions(source(), 'if(va');
    expect(from).toBe(2);
    const all = items.map((i) => i.label);
    expect(all).toEqual(
      expect.arrayContaining([
        "variables['cart']",
        "variables['search text']",
        'variables',
        'context',
      ]),
    );
    expect(all).not.toContain("variables['faqOnly']");
    expect(items.find((i) => i.label === "formulas['total']")).toMatchObject({
      insertText: "formulas['total']()",
      detail: '(items) · site',
    });
    for (const helper of HELPERS) expect(all).toContain(helper.name);
    const round = items.find((i) => i.label === 'round');
    expect(round).toMatchObject({
      kind: 'helper',
      insertText: 'round(',
      detail: HELPERS.find((h) => h.name === 'round')?.signature,
    });
    expect(round?.documentation).toContain(HELPERS.find((h) => h.name === 'round')?.description.en);
  });

  it("inside variables[' proposes every name, after variables. only the writable ones", () => {
    expect(buildCompletions(source(), "variables['se")).toMatchObject({ from: 2 });
    expect(labels("variables['se")).toEqual(['cart', 'search text']);
    expect(labels('variables.')).toEqual(['cart']);
    expect(buildCompletions(source(), 'variables.ca').items[0]).toMatchObject({
      detail: 'array · site',
      documentation: 'Default: `[]`',
    });
    expect(labels('collections.')).toEqual(['products']);
    expect(labels('formulas["')).toEqual(['total']);
  });

  it('proposes the fields of context parts and of a collection state', () => {
    expect(labels('context.')).toEqual([
      'item',
      'page',
      'browser',
      'user',
      'event',
      'workflow',
      'parameters',
      'error',
    ]);
    expect(labels('context.page.')).toContain('lang');
    expect(labels('context.browser.br')).toContain('breakpoint');
    expect(labels("collections['products'].")).toContain('total');
    expect(labels('context.item.data.', { price: 1, name: 'A' })).toEqual(['price', 'name']);
  });

  it("offers context.page.data and its sample record's fields on a page bound to a data set", () => {
    const store = testStore();
    store.dispatch({
      type: 'add-collection',
      payload: {
        scope: 'site',
        name: 'recipes',
        mode: 'static',
        config: { data: [{ id: 'r1', name: 'Sadza', minutes: 30 }] },
      },
    });
    store.dispatch({
      type: 'set-page-path',
      payload: { pageId: 'faq', lang: 'en', path: '/recipes/{id:}' },
    });
    const collectionId = Object.keys(store.getState().doc.site.collections)[0]!;
    expect(labels('context.page.')).not.toContain('data');
    store.dispatch({
      type: 'set-page-data-set',
      payload: { pageId: 'faq', dataSet: { collectionId, param: 'id' } },
    });
    const bound = completionSource(store.getState().doc, 'faq', 'en');
    const at = (before: string) => buildCompletions(bound, before).items.map((i) => i.label);
    expect(at('context.page.')).toContain('data');
    expect(at('context.page.data.')).toEqual(['id', 'name', 'minutes']);
    expect(at('context.page.data.mi')).toEqual(['id', 'name', 'minutes']);
    expect(buildCompletions(bound, 'context.page.data.mi').from).toBe(2);
  });

  it('proposes nothing after another member access', () => {
    expect(labels('variables.cart.')).toEqual([]);
  });

  it('describes helpers in French for a French editor', () => {
    const store = testStore();
    const items = buildCompletions(completionSource(store.getState().doc, 'home', 'fr'), '').items;
    const sum = HELPERS.find((h) => h.name === 'sum');
    expect(items.find((i) => i.label === 'sum')?.documentation).toContain(sum?.description.fr);
  });
});

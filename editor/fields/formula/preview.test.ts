import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { testStore } from '../../store/testing.ts';
import { formatValue, previewFormula } from './preview.ts';
import { buildTestScope } from './test-scope.ts';

function doc() {
  const store = testStore();
  store.dispatch({
    type: 'add-variable',
    payload: { scope: 'site', name: 'count', type: 'number', defaultValue: 2 },
  });
  store.dispatch({
    type: 'add-variable',
    payload: { scope: 'page', pageId: 'home', name: 'open', type: 'boolean', defaultValue: true },
  });
  store.dispatch({
    type: 'add-collection',
    payload: {
      scope: 'site',
      name: 'products',
      mode: 'static',
      config: {
        data: [
          { name: 'B', price: 5 },
          { name: 'A', price: 3 },
          { name: 'C', price: 9 },
        ],
      },
    },
  });
  store.dispatch({
    type: 'update-collection',
    payload: {
      scope: 'site',
      id: 'collection-3',
      changes: {
        filter: {
          type: 'group',
          combinator: 'and',
          conditions: [
            {
              type: 'condition',
              key: 'price',
              operator: 'lessThan',
              value: { $formula: 'variables.count * 4' },
            },
          ],
        },
        sort: [{ key: 'name', direction: 'asc' }],
      },
    },
  });
  store.dispatch({
    type: 'add-collection',
    payload: { scope: 'site', name: 'remote', mode: 'dynamic' },
  });
  store.dispatch({
    type: 'add-formula',
    payload: { scope: 'site', name: 'double', parameters: ['n'], code: 'n * 2' },
  });
  return store.getState().doc;
}

describe('formula preview', () => {
  it('evaluates against default values, static records (filtered, sorted), formulas and context', () => {
    const scope = buildTestScope({ doc: doc(), pageId: 'home', lang: 'en' });
    expect(previewFormula("variables['count'] + 1", scope)).toMatchObject({
      kind: 'value',
      value: 3,
      text: '3',
    });
    expect(previewFormula('variables.open', scope)).toMatchObject({ value: true });
    expect(previewFormula("map(collections['products'].data, p => p.name)", scope)).toMatchObject({
      text: '["A","B"]',
    });
    expect(previewFormula('collections.remote.isFetched', scope)).toMatchObject({ value: false });
    expect(previewFormula('formulas.double(variables.count)', scope)).toMatchObject({ value: 4 });
    expect(previewFormula('context.page.id', scope)).toMatchObject({ value: 'home' });
    expect(previewFormula('context.browser.breakpoint', scope)).toMatchObject({ value: 'desktop' });
  });

  it("gives a page bound to a data set its collection's first record as context.page.data", () => {
    const site = doc();
    const preview = (cmsDataSetPath: string | null, formula: string) => {
      const bound = produce(site, (d) => {
        d.site.pages[1]!.paths.en = '/p/{id:}';
        d.site.pages[1]!.cmsDataSetPath = cmsDataSetPath;
      });
      return previewFormula(formula, buildTestScope({ doc: bound, pageId: 'faq' }));
    };
    expect(preview(null, 'context.page.data')).toMatchObject({ value: undefined });
    // collection-3: static `products`, first record as written; collection-4: dynamic `remote`.
    expect(preview('collection-3/{id}', 'context.page.data.name')).toMatchObject({ value: 'B' });
    expect(preview('collection-4/{id}', 'context.page.data')).toMatchObject({ value: null });
  });

  it('does not see another page’s variables', () => {
    const scope = buildTestScope({ doc: doc(), pageId: 'faq' });
    expect(previewFormula('variables.open', scope)).toEqual({
      kind: 'error',
      message: 'Unknown variable "open"',
      index: null,
    });
  });

  it('gives parse errors with their position and the seeds’ unexpected end', () => {
    const scope = buildTestScope({ doc: doc(), pageId: 'home' });
    expect(previewFormula('1 +', scope)).toEqual({
      kind: 'error',
      message: 'Unexpected end of formula',
      index: 3,
    });
    const located = previewFormula('(1 ) 2', scope);
    expect(located).toMatchObject({ kind: 'error' });
    expect(previewFormula('a ) b', scope)).toMatchObject({ kind: 'error', index: 2 });
  });

  it('says when the value does not fit the property, and nothing for an empty formula', () => {
    const scope = buildTestScope({ doc: doc(), pageId: 'home' });
    expect(previewFormula('"x"', scope, 'number')).toMatchObject({ mismatch: 'number' });
    expect(previewFormula('variables.open', scope, 'boolean')).toMatchObject({ mismatch: null });
    expect(previewFormula('  ', scope)).toEqual({ kind: 'empty' });
  });

  it('gives context.item inside a repeated flexbox: the first item of its list', () => {
    const store = testStore();
    store.dispatch({
      type: 'add-collection',
      payload: {
        scope: 'site',
        name: 'products',
        mode: 'static',
        config: { data: [{ name: 'A' }, { name: 'B' }] },
      },
    });
    const base = store.getState().doc;
    const home = base.pages.home!;
    const withRepeat = {
      ...base,
      pages: {
        ...base.pages,
        home: {
          ...home,
          elements: {
            ...home.elements,
            box: {
              ...home.elements.box!,
              props: { repeat: { $formula: 'collections.products.data' } },
            },
          },
        },
      },
    };
    const scope = buildTestScope({ doc: withRepeat, pageId: 'home', elementId: 'title' });
    expect(previewFormula('context.item.data.name', scope)).toMatchObject({ value: 'A' });
  });

  it('formats values in one short line', () => {
    expect(formatValue(undefined)).toBe('undefined');
    expect(formatValue('a')).toBe('"a"');
    expect(formatValue('x'.repeat(400))).toHaveLength(301);
  });
});

describe('formula body preview', () => {
  it('runs a body with its parameters undefined, errors without the wrapper name', () => {
    const scope = buildTestScope({ doc: doc(), pageId: 'home' });
    expect(
      previewFormula('items ?? variables.count', scope, undefined, undefined, ['items']),
    ).toMatchObject({
      kind: 'value',
      value: 2,
    });
    expect(previewFormula('variables.nope', scope, undefined, undefined, ['items'])).toEqual({
      kind: 'error',
      message: 'Unknown variable "nope"',
      index: null,
    });
  });
});

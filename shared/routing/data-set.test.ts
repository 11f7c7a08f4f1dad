import { describe, expect, it } from 'vitest';
import { dataSetPath, isRecordWithId, parseDataSetPath, pathParams } from './data-set.ts';

describe('parseDataSetPath', () => {
  it('reads "<collection>/{<param>}" and writes it back', () => {
    const dataSet = parseDataSetPath('recipes/{id}');
    expect(dataSet).toEqual({ collectionId: 'recipes', param: 'id' });
    expect(dataSetPath(dataSet!)).toBe('recipes/{id}');
    expect(parseDataSetPath('my-products_2/{sku_code}')).toEqual({
      collectionId: 'my-products_2',
      param: 'sku_code',
    });
  });

  it('is null when not bound or not written as the pattern says', () => {
    for (const value of [
      null,
      undefined,
      '',
      'recipes',
      'recipes/id',
      'recipes/{id:}',
      '/recipes/{id}',
      'recipes/{id}/',
      'a/b/{id}',
      '../{id}',
      'recipes/{1id}',
      'recipes/{id}\n',
    ]) {
      expect(parseDataSetPath(value), String(value)).toBeNull();
    }
  });
});

describe('pathParams', () => {
  it('lists the parameters of a path pattern in order', () => {
    expect(pathParams('/recipes/{id:}')).toEqual(['id']);
    expect(pathParams('/shop/{category:all}/x/{sort:price}')).toEqual(['category', 'sort']);
    expect(pathParams('/faq')).toEqual([]);
  });
});

describe('isRecordWithId', () => {
  it('matches an own id, text or number, as text', () => {
    expect(isRecordWithId({ id: 'r1' }, 'r1')).toBe(true);
    expect(isRecordWithId({ id: 7 }, '7')).toBe(true);
    expect(isRecordWithId({ id: 'r1' }, 'r2')).toBe(false);
  });

  it('never matches what is not a record with its own id', () => {
    const inherited = Object.create({ id: 'r1' }) as object;
    for (const value of [null, 'r1', ['r1'], { id: null }, { id: true }, { id: ['r1'] }, inherited])
      expect(isRecordWithId(value, 'r1')).toBe(false);
    expect(isRecordWithId({ id: { toString: () => 'r1' } }, 'r1')).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryCollection } from './query.ts';
import { applySort, resolveSort, SortKeyError, type ResolvedSortKey as SortKey } from './sort.ts';

const asc = (key: string): SortKey => ({ key, direction: 'asc' });
const desc = (key: string): SortKey => ({ key, direction: 'desc' });
const values = (records: Array<{ v?: unknown }>) => records.map((r) => r.v);
const wrap = (list: unknown[]) => list.map((v, i) => ({ i, v }));

describe('applySort', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('builds its collator on the first sort of texts, not when it loads', async () => {
    vi.resetModules();
    const Collator = Intl.Collator;
    const built = vi.spyOn(Intl, 'Collator').mockImplementation(function (
      ...args: ConstructorParameters<typeof Collator>
    ) {
      return new Collator(...args);
    } as typeof Collator);
    const fresh = await import('./sort.ts');
    expect(built).not.toHaveBeenCalled();
    expect(values(fresh.applySort(wrap(['b', 'a10', 'a9']), [asc('v')]))).toEqual([
      'a9',
      'a10',
      'b',
    ]);
    fresh.applySort(wrap(['d', 'c']), [desc('v')]);
    expect(built).toHaveBeenCalledTimes(1);
  });

  it('returns a new array and leaves the input alone', () => {
    const records = wrap([3, 1, 2]);
    const copy = [...records];
    const sorted = applySort(records, [asc('v')]);
    expect(values(sorted)).toEqual([1, 2, 3]);
    expect(records).toEqual(copy);
    expect(applySort(records, [])).not.toBe(records);
    expect(applySort(records, null)).toEqual(records);
    expect(applySort([], [asc('v')])).toEqual([]);
  });

  it('sorts numbers numerically and strings with a numeric collator', () => {
    expect(values(applySort(wrap([10, 9, -1, 2.5, 100]), [asc('v')]))).toEqual([
      -1, 2.5, 9, 10, 100,
    ]);
    expect(values(applySort(wrap(['Item 10', 'Item 2', 'item 1']), [asc('v')]))).toEqual([
      'item 1',
      'Item 2',
      'Item 10',
    ]);
    expect(values(applySort(wrap(['Item 10', 'Item 2', 'item 1']), [desc('v')]))).toEqual([
      'Item 10',
      'Item 2',
      'item 1',
    ]);
  });

  it('puts false before true', () => {
    expect(values(applySort(wrap([true, false, true]), [asc('v')]))).toEqual(
      [true, false, true].sort(),
    );
    expect(values(applySort(wrap([false, true]), [desc('v')]))).toEqual([true, false]);
  });

  it('orders mixed types number < string < boolean < others, reversed by desc', () => {
    const mixed = [{ o: 1 }, true, 'b', 2, [1], 'a', 1, false];
    expect(values(applySort(wrap(mixed), [asc('v')]))).toEqual([
      1,
      2,
      'a',
      'b',
      false,
      true,
      { o: 1 },
      [1],
    ]);
    expect(values(applySort(wrap(mixed), [desc('v')]))).toEqual([
      { o: 1 },
      [1],
      true,
      false,
      'b',
      'a',
      2,
      1,
    ]);
  });

  it('puts null, undefined and NaN last in both directions, in input order', () => {
    const records = [{ i: 0, v: null }, { i: 1, v: 2 }, { i: 2 }, { i: 3, v: 1 }, { i: 4, v: NaN }];
    expect(applySort(records, [asc('v')]).map((r) => r.i)).toEqual([3, 1, 0, 2, 4]);
    expect(applySort(records, [desc('v')]).map((r) => r.i)).toEqual([1, 3, 0, 2, 4]);
    expect(applySort(wrap([null, undefined]), [desc('v')]).map((r) => r.i)).toEqual([0, 1]);
  });

  it('sorts by several keys, first key first, reading nested keys', () => {
    const records = [
      { id: 1, price: 20, name: 'b', meta: { rank: 2 } },
      { id: 2, price: 10, name: 'b', meta: { rank: 1 } },
      { id: 3, price: 20, name: 'a', meta: { rank: 3 } },
      { id: 4, price: 10, name: 'a', meta: { rank: 1 } },
      { id: 5, price: 20, name: 'a', meta: { rank: 1 } },
    ];
    const order = (keys: SortKey[]) => applySort(records, keys).map((r) => r.id);
    expect(order([asc('price'), asc('name')])).toEqual([4, 2, 3, 5, 1]);
    expect(order([desc('price'), asc('name')])).toEqual([3, 5, 1, 4, 2]);
    expect(order([asc('price'), asc('name'), desc('meta.rank')])).toEqual([4, 2, 3, 5, 1]);
    expect(order([asc('meta.rank'), desc('name'), asc('price')])).toEqual([2, 4, 5, 1, 3]);
    expect(order([asc('name'), asc('price'), asc('meta.rank')])).toEqual([4, 5, 3, 2, 1]);
  });

  it('is stable: ties keep their input order', () => {
    const records = Array.from({ length: 50 }, (_, i) => ({ i, group: i % 3, name: 'same' }));
    const sorted = applySort(records, [asc('group'), asc('name')]);
    for (let k = 1; k < sorted.length; k++) {
      const [a, b] = [sorted[k - 1]!, sorted[k]!];
      expect(a.group < b.group || (a.group === b.group && a.i < b.i)).toBe(true);
    }
  });

  it('treats two Infinity values as a tie and goes on to the next key', () => {
    const records = [
      { id: 1, v: Infinity, n: 2 },
      { id: 2, v: Infinity, n: 1 },
      { id: 3, v: -Infinity, n: 3 },
    ];
    expect(applySort(records, [asc('v'), asc('n')]).map((r) => r.id)).toEqual([3, 2, 1]);
  });

  it('sorts records without the key, or without own keys, as missing', () => {
    const inherited = Object.create({ v: 0 }) as { v?: number };
    const records = [{ v: 2 }, inherited, { v: 1 }];
    expect(applySort(records, [asc('v')])).toEqual([{ v: 1 }, { v: 2 }, inherited]);
    expect(applySort(records, [asc('__proto__')])).toEqual(records);
  });
});

describe('resolveSort', () => {
  const formula = ($formula: string) => ({ $formula });
  const answers: Record<string, unknown> = {
    field: 'price',
    down: 'desc',
    none: null,
    empty: '',
    number: 3,
    sideways: 'sideways',
  };
  const resolveValue = (value: { $formula: string }) => answers[value.$formula];

  it('keeps literal keys and evaluates formula fields and directions', () => {
    expect(
      resolveSort(
        [
          { key: formula('field'), direction: formula('down') },
          { key: 'name', direction: 'asc' },
        ],
        resolveValue,
      ),
    ).toEqual([
      { key: 'price', direction: 'desc' },
      { key: 'name', direction: 'asc' },
    ]);
    expect(resolveSort(undefined, resolveValue)).toEqual([]);
  });

  it('drops a key whose field formula gives null or an empty text', () => {
    expect(
      resolveSort(
        [
          { key: formula('none'), direction: 'asc' },
          { key: formula('empty'), direction: formula('sideways') },
          { key: 'name', direction: 'desc' },
        ],
        resolveValue,
      ),
    ).toEqual([{ key: 'name', direction: 'desc' }]);
  });

  it('names the key of a field or direction that is neither', () => {
    expect(() => resolveSort([{ key: formula('number'), direction: 'asc' }], resolveValue)).toThrow(
      new SortKeyError('Sort key 1: the field must be a text (got number)'),
    );
    expect(() =>
      resolveSort(
        [
          { key: 'name', direction: 'asc' },
          { key: 'price', direction: formula('sideways') },
        ],
        resolveValue,
      ),
    ).toThrow('Sort key 2: the direction must be "asc" or "desc" (got "sideways")');
    expect(() => resolveSort([{ key: formula('field'), direction: 'asc' }], undefined)).toThrow(
      /no resolveValue option/,
    );
  });

  it('sorts a query by the evaluated keys', () => {
    const records = [
      { name: 'b', price: 2 },
      { name: 'a', price: 3 },
      { name: 'c', price: 1 },
    ];
    const names = (direction: string) =>
      queryCollection(records, {
        sort: [{ key: formula('field'), direction: formula(direction) }],
        resolveValue,
      }).data.map((r) => r.name);
    expect(names('down')).toEqual(['a', 'b', 'c']);
  });
});

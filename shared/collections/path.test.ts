import { afterEach, describe, expect, it } from 'vitest';
import { ownValue, readPath, splitPath } from './path.ts';

const read = (record: unknown, key: string) => readPath(record, splitPath(key));

describe('readPath', () => {
  it('reads top-level, nested and array-index keys', () => {
    const record = { price: 5, data: { price: 7, deep: { x: null } }, tags: ['a', 'b'] };
    expect(read(record, 'price')).toBe(5);
    expect(read(record, 'data.price')).toBe(7);
    expect(read(record, 'data.deep.x')).toBeNull();
    expect(read(record, 'tags.0')).toBe('a');
    expect(read(record, 'tags.1')).toBe('b');
  });

  it('gives undefined for missing keys and through non-objects', () => {
    const record = { a: { b: 1 }, s: 'text', n: null };
    expect(read(record, 'missing')).toBeUndefined();
    expect(read(record, 'a.c')).toBeUndefined();
    expect(read(record, 'a.b.c')).toBeUndefined();
    expect(read(record, 'n.x')).toBeUndefined();
    expect(read(record, 's.length')).toBeUndefined();
    expect(read(null, 'a')).toBeUndefined();
    expect(read('text', 'length')).toBeUndefined();
  });

  it('reads own properties only', () => {
    const record = Object.create({ inherited: 1 }) as Record<string, unknown>;
    record.own = 2;
    expect(read(record, 'inherited')).toBeUndefined();
    expect(read(record, 'own')).toBe(2);
    expect(read({}, 'toString')).toBeUndefined();
    expect(read({ a: [] }, 'a.length')).toBe(0); // an array's length is its own
    expect(read({ a: [] }, 'a.map')).toBeUndefined();
  });

  it('never reads through __proto__, constructor or prototype', () => {
    const record = JSON.parse('{"__proto__": {"x": 1}, "constructor": {"prototype": 2}}') as object;
    expect(Object.prototype.hasOwnProperty.call(record, '__proto__')).toBe(true);
    expect(splitPath('__proto__')).toBeNull();
    expect(read(record, '__proto__')).toBeUndefined();
    expect(read(record, '__proto__.x')).toBeUndefined();
    expect(read(record, 'constructor')).toBeUndefined();
    expect(read(record, 'constructor.prototype')).toBeUndefined();
    expect(read({ a: { prototype: 1 } }, 'a.prototype')).toBeUndefined();
  });
});

describe('ownValue', () => {
  const proto = Object.prototype as Record<string, unknown>;
  afterEach(() => {
    delete proto.polluted;
  });
  const own = (record: Record<string, unknown>, key: string) =>
    ownValue(record, key, record[key], key in Object.prototype);

  it('keeps own values, drops inherited ones', () => {
    expect(own({ a: 1 }, 'a')).toBe(1);
    expect(own({ a: undefined }, 'a')).toBeUndefined();
    expect(own({}, 'toString')).toBeUndefined();
    expect(own({ toString: 'mine' }, 'toString')).toBe('mine');
    const child = Object.create({ a: 1 }) as Record<string, unknown>;
    expect(own(child, 'a')).toBeUndefined();
    const bare = Object.create(null) as Record<string, unknown>;
    bare.a = 3;
    expect(own(bare, 'a')).toBe(3);
    expect(own(['x'] as unknown as Record<string, unknown>, '0')).toBe('x');
  });

  it('ignores a polluted Object.prototype', () => {
    proto.polluted = 'yes';
    expect(own({}, 'polluted')).toBeUndefined();
    expect(own({ polluted: 'own' }, 'polluted')).toBe('own');
    expect(read({}, 'polluted')).toBeUndefined();
  });
});

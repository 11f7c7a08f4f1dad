import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonDeeperThan, JsonTooDeepError, MAX_JSON_DEPTH, parseBoundedJson } from './depth.ts';

const nestedArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** The depth of a parsed value, counted without recursion. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [item, level] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, level);
    for (const child of Object.values(item)) stack.push([child, level + 1]);
  }
  return deepest;
}

describe('jsonDeeperThan', () => {
  it('counts arrays and objects, up to the limit and one past it', () => {
    expect(jsonDeeperThan(nestedArrays(3), 3)).toBe(false);
    expect(jsonDeeperThan(nestedArrays(4), 3)).toBe(true);
    expect(jsonDeeperThan(nestedObjects(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDeeperThan(nestedObjects(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonDeeperThan('[[1],[2],{"a":[3]}]', 3)).toBe(false);
    expect(jsonDeeperThan('1', 0)).toBe(false);
    expect(jsonDeeperThan('[]', 0)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonDeeperThan(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false);
    expect(jsonDeeperThan(JSON.stringify(['\\"[[[[', '"\\', '[[']), 1)).toBe(false);
    expect(jsonDeeperThan(JSON.stringify({ '[[[': '\\' }) + '[[', 1)).toBe(true);
  });

  it('agrees with the depth of any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 10 }), (v, limit) => {
        expect(jsonDeeperThan(JSON.stringify(v), limit)).toBe(depthOf(v) > limit);
      }),
    );
  });

  it('scans 2,000,000 levels without a stack', () => {
    expect(jsonDeeperThan(nestedArrays(2_000_000))).toBe(true);
  });
});

describe('parseBoundedJson', () => {
  it('parses JSON within the bound and refuses deeper JSON with the message', () => {
    expect(parseBoundedJson('{"a":[1,{"b":null}]}')).toEqual({ a: [1, { b: null }] });
    expect(() => parseBoundedJson(nestedArrays(2_000))).toThrow(JsonTooDeepError);
    expect(() => parseBoundedJson(nestedObjects(2_000))).toThrow(
      'The JSON is nested deeper than 100 levels.',
    );
    expect(() => parseBoundedJson('{')).toThrow(SyntaxError);
  });
});

import { describe, expect, it } from 'vitest';
import { f, runOne, variables } from '../../testing.ts';

const store = () =>
  variables([
    { id: 'qty', type: 'number', defaultValue: 0 },
    { id: 'flag', type: 'boolean', defaultValue: false },
    { id: 'cart', type: 'array', defaultValue: ['a', 'b'] },
    { id: 'list', type: 'array', defaultValue: null },
    { id: 'user', type: 'object', defaultValue: { address: { city: 'Harare' }, tags: ['x'] } },
  ]);

describe('set-variable', () => {
  it('fails without a variable, or with an unknown one', async () => {
    expect((await runOne('set-variable', { value: 1 })).error?.message).toBe(
      'No variable selected.',
    );
    expect((await runOne('set-variable', { variableId: 'nope', value: 1 })).error?.message).toBe(
      'Variable not found.',
    );
  });

  it('coerces through the store and returns the new value', async () => {
    const variablesStore = store();
    const outcome = await runOne(
      'set-variable',
      { variableId: 'qty', value: f('"12"') },
      { variables: variablesStore },
    );
    expect(outcome.result).toBe(12);
    expect(variablesStore.get('qty')).toBe(12);
  });

  it("passes the store's coercion messages through", async () => {
    const outcome = await runOne(
      'set-variable',
      { variableId: 'flag', value: 'maybe' },
      { variables: store() },
    );
    expect(outcome.error?.message).toBe('value must be a boolean');
  });

  it.each([
    ['push', undefined, 'c', ['a', 'b', 'c']],
    ['unshift', undefined, 'c', ['c', 'a', 'b']],
    ['insert', 1, 'c', ['a', 'c', 'b']],
    ['update', '1', 'c', ['a', 'c']],
    ['delete', 0, undefined, ['b']],
    ['shift', undefined, undefined, ['b']],
    ['pop', undefined, undefined, ['a']],
  ])('applies array mode %s', async (arrayMode, index, value, expected) => {
    const variablesStore = store();
    const outcome = await runOne(
      'set-variable',
      { variableId: 'cart', arrayMode, index: index ?? null, value: value ?? null },
      { variables: variablesStore },
    );
    expect(outcome.error).toBeUndefined();
    expect(variablesStore.get('cart')).toEqual(expected);
  });

  it('pushes onto a list that has no value yet', async () => {
    const variablesStore = store();
    await runOne(
      'set-variable',
      { variableId: 'list', arrayMode: 'push', value: 1 },
      { variables: variablesStore },
    );
    expect(variablesStore.get('list')).toEqual([1]);
  });

  it('refuses an unknown array mode', async () => {
    const outcome = await runOne(
      'set-variable',
      { variableId: 'cart', arrayMode: 'sort', value: 1 },
      { variables: store() },
    );
    expect(outcome.error?.message).toBe(
      'Unknown array mode "sort": use update, delete, insert, unshift, push, shift or pop.',
    );
  });

  it('sets a nested key with path, and applies an array mode at the path', async () => {
    const variablesStore = store();
    await runOne(
      'set-variable',
      { variableId: 'user', path: 'address.city', value: 'Bulawayo' },
      { variables: variablesStore },
    );
    await runOne(
      'set-variable',
      { variableId: 'user', path: 'tags', arrayMode: 'push', value: 'y' },
      { variables: variablesStore },
    );
    expect(variablesStore.get('user')).toEqual({ address: { city: 'Bulawayo' }, tags: ['x', 'y'] });
  });
});

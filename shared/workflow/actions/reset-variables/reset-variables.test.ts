import { describe, expect, it } from 'vitest';
import { runOne, variables } from '../../testing.ts';

const store = () => {
  const s = variables([
    { id: 'a', type: 'number', defaultValue: 1 },
    { id: 'b', type: 'number', defaultValue: 2 },
  ]);
  s.set('a', 10);
  s.set('b', 20);
  return s;
};

describe('reset-variables', () => {
  it('resets the variables listed', async () => {
    const s = store();
    await runOne('reset-variables', { variableIds: ['a'] }, { variables: s });
    expect([s.get('a'), s.get('b')]).toEqual([1, 20]);
  });

  it.each([[{}], [{ variableIds: [] }]])(
    'resets all with an empty or absent list (%j)',
    async (config) => {
      const s = store();
      await runOne('reset-variables', config, { variables: s });
      expect([s.get('a'), s.get('b')]).toEqual([1, 2]);
    },
  );

  it('fails on an unknown id before resetting anything', async () => {
    const s = store();
    const outcome = await runOne('reset-variables', { variableIds: ['a', 'zz'] }, { variables: s });
    expect(outcome.error?.message).toBe('Variable not found.');
    expect(s.get('a')).toBe(10);
  });
});

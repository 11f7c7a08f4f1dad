import { describe, expect, it } from 'vitest';
import type { WorkflowAction } from '@shared/schema/logic.ts';
import { runWorkflow } from '../../run.ts';
import { action, context, f, variables, workflow } from '../../testing.ts';

const collect = (extra: WorkflowAction[] = []) => [
  ...extra,
  action('push', 'set-variable', {
    variableId: 'seen',
    arrayMode: 'push',
    value: f("context.workflow['l'].index + ':' + context.workflow['l'].item"),
  }),
];

function loopOver(items: unknown, body: WorkflowAction[], after: WorkflowAction[] = []) {
  const store = variables([{ id: 'seen', type: 'array', defaultValue: [] }]);
  const run = runWorkflow(
    workflow('w', [
      action('l', 'loop', { items: items as never }, [{ default: true, actions: body }]),
      ...after,
    ]),
    context({ variables: store }),
  );
  return { store, run };
}

describe('loop', () => {
  it('runs its default branch once per item with { item, index }; result: the count', async () => {
    const { store, run } = loopOver(['a', 'b', 'c'], collect());
    const outcome = await run;
    expect(store.get('seen')).toEqual(['0:a', '1:b', '2:c']);
    expect(outcome.results.l).toEqual({ result: 3 });
  });

  it('loops over a collection', async () => {
    const store = variables([{ id: 'seen', type: 'array', defaultValue: [] }]);
    const products = { data: ['soap', 'rice'], total: 2, isFetched: true };
    const outcome = await runWorkflow(
      workflow('w', [
        action('l', 'loop', { items: f('collections.products') }, [
          { default: true, actions: collect() },
        ]),
      ]),
      context({
        variables: store,
        scope: () => ({ variables: store.scope(), collections: { products } }),
      }),
    );
    expect(outcome.results.l).toEqual({ result: 2 });
    expect(store.get('seen')).toEqual(['0:soap', '1:rice']);
  });

  it.each([[null], ['text'], [{ data: 'x' }], [42]])(
    'refuses items that are not a list (%j)',
    async (items) => {
      const { run } = loopOver(items, collect());
      expect((await run).error).toEqual({
        message: 'Fail to start loop, as items to parse is not iterable',
        actionId: 'l',
        actionType: 'loop',
      });
    },
  );

  it('runs nothing for an empty list, then goes on', async () => {
    const { store, run } = loopOver([], collect(), [action('after', 'custom-code', { code: '1' })]);
    const outcome = await run;
    expect(store.get('seen')).toEqual([]);
    expect(outcome.results.l).toEqual({ result: 0 });
    expect(outcome.result).toBe(1);
  });

  it('reports a failure inside the body as the failing inner action', async () => {
    const { run } = loopOver([1], [action('bad', 'log', { message: 5 })]);
    expect((await run).error).toEqual({
      message: 'Message must be a string.',
      actionId: 'bad',
      actionType: 'log',
    });
  });

  it('keeps nested loops apart', async () => {
    const store = variables([{ id: 'seen', type: 'array', defaultValue: [] }]);
    await runWorkflow(
      workflow('w', [
        action('outer', 'loop', { items: ['a', 'b'] }, [
          {
            default: true,
            actions: [
              action('inner', 'loop', { items: [1, 2] }, [
                {
                  default: true,
                  actions: [
                    action('p', 'set-variable', {
                      variableId: 'seen',
                      arrayMode: 'push',
                      value: f('context.workflow.outer.item + context.workflow.inner.item'),
                    }),
                  ],
                },
              ]),
            ],
          },
        ]),
      ]),
      context({ variables: store }),
    );
    expect(store.get('seen')).toEqual(['a1', 'a2', 'b1', 'b2']);
  });
});

import { describe, expect, it } from 'vitest';
import type { ActionHandler, WorkflowState } from './context.ts';
import { runWorkflow } from './run.ts';
import { action, context, f, memoryLog, variables, workflow } from './testing.ts';

const counter = () => variables([{ id: 'count', type: 'number', defaultValue: 0 }]);

describe('runWorkflow', () => {
  it('runs actions in order, each awaited, and resolves with the last result', async () => {
    const order: string[] = [];
    const step =
      (name: string, ms: number): ActionHandler =>
      async () => {
        await new Promise((resolve) => setTimeout(resolve, ms));
        order.push(name);
        return name;
      };
    const outcome = await runWorkflow(
      workflow('w', [action('a1', 'test:slow'), action('a2', 'test:fast')]),
      context({ actions: { 'test:slow': step('slow', 20), 'test:fast': step('fast', 0) } }),
    );
    expect(order).toEqual(['slow', 'fast']);
    expect(outcome).toEqual({
      result: 'fast',
      error: undefined,
      results: { a1: { result: 'slow' }, a2: { result: 'fast' } },
    });
  });

  it('resolves each config just before its action, reading earlier results by action id', async () => {
    const store = counter();
    const outcome = await runWorkflow(
      workflow('w', [
        action('a1', 'custom-code', { code: '20 + 1' }),
        action('a2', 'set-variable', {
          variableId: 'count',
          value: f("context.workflow['a1'].result * 2"),
        }),
        action('a3', 'custom-code', { code: 'variables.count + 1' }),
      ]),
      context({ variables: store }),
    );
    expect(store.get('count')).toBe(42);
    expect(outcome.result).toBe(43);
  });

  it('gives formulas the base scope, context.event and context.parameters', async () => {
    const outcome = await runWorkflow(
      workflow('w', [
        action('a1', 'custom-code', {
          code: '[context.page.name, context.event.value, context.parameters.qty]',
        }),
      ]),
      context({
        scope: () => ({ context: { page: { name: 'home' } } }),
        event: { value: 'clicked' },
        parameters: { qty: 3 },
      }),
    );
    expect(outcome.result).toEqual(['home', 'clicked', 3]);
  });

  it('picks $lang values in the order of evaluate.langs', async () => {
    const outcome = await runWorkflow(
      workflow('w', [
        action('a1', 'multi-option-split', { value: { $lang: { en: 'Hi', fr: 'Salut' } } }),
      ]),
      context({ evaluate: { langs: ['fr', 'en'] } }),
    );
    expect(outcome.result).toBe('Salut');
  });

  it('resolves with an empty result for a workflow without actions', async () => {
    await expect(runWorkflow(workflow('w', []), context())).resolves.toEqual({
      result: undefined,
      error: undefined,
      results: {},
    });
  });

  it('rejects only for a caller mistake', async () => {
    await expect(
      runWorkflow({ id: 'w' } as unknown as Parameters<typeof runWorkflow>[0], context()),
    ).rejects.toThrow(TypeError);
    await expect(
      runWorkflow(workflow('w', []), {} as unknown as Parameters<typeof runWorkflow>[1]),
    ).rejects.toThrow(TypeError);
  });
});

describe('errors', () => {
  it('stops the main flow, stores the failure and results, runs the error actions with context.error', async () => {
    const states: WorkflowState[] = [];
    const store = variables([{ id: 'seen', type: 'object', defaultValue: null }]);
    const log = memoryLog();
    const outcome = await runWorkflow(
      workflow(
        'w',
        [
          action('a1', 'custom-code', { code: '"first"' }),
          action('a2', 'set-variable', { variableId: 'missing', value: 1 }),
          action('a3', 'custom-code', { code: '"never"' }),
        ],
        [
          action('e1', 'set-variable', {
            variableId: 'seen',
            value: f("({ error: context.error, before: context.workflow['a1'].result })"),
          }),
        ],
      ),
      context({ variables: store, log, record: (_id, state) => states.push(state) }),
    );
    const failure = { message: 'Variable not found.', actionId: 'a2', actionType: 'set-variable' };
    expect(outcome.error).toEqual(failure);
    expect(outcome.result).toBe('first');
    expect(outcome.results.a3).toBeUndefined();
    expect(outcome.results.a2).toEqual({ error: failure });
    expect(store.get('seen')).toEqual({ error: failure, before: 'first' });
    expect(states[0]).toEqual({
      result: 'first',
      error: failure,
      results: { a1: { result: 'first' }, a2: { error: failure } },
      ended: false,
    });
    expect(states[1]?.ended).toBe(true);
    expect(states[1]?.results.e1).toBeDefined();
    expect(log.messages('error')).toEqual([
      '[baobab] workflow "Workflow w" stopped at action "a2" (set-variable): Variable not found.',
    ]);
  });

  it('fails an action whose config formula fails, with the formula message', async () => {
    const outcome = await runWorkflow(
      workflow('w', [action('a1', 'log', { message: f('1 +') })]),
      context(),
    );
    expect(outcome.error).toEqual({
      message: 'Unexpected end of formula',
      actionId: 'a1',
      actionType: 'log',
    });
  });

  it('logs an error inside the error actions and does not run them again', async () => {
    let runs = 0;
    const log = memoryLog();
    const outcome = await runWorkflow(
      workflow(
        'w',
        [action('a1', 'custom-code', {})],
        [action('e1', 'test:count'), action('e2', 'custom-code', {}), action('e3', 'test:count')],
      ),
      context({ log, actions: { 'test:count': () => ++runs } }),
    );
    expect(runs).toBe(1);
    expect(outcome.error?.actionId).toBe('a1');
    expect(outcome.results.e2).toEqual({
      error: { message: 'No custom code defined.', actionId: 'e2', actionType: 'custom-code' },
    });
    expect(log.messages('error')[1]).toBe(
      '[baobab] workflow "Workflow w": error action "e2" (custom-code) failed: No custom code defined.',
    );
  });

  it('keeps the main flow result unless the error actions return', async () => {
    const failing = [action('a1', 'custom-code', { code: '1' }), action('a2', 'custom-code', {})];
    const plain = await runWorkflow(
      workflow('w', failing, [action('e1', 'custom-code', { code: '2' })]),
      context(),
    );
    expect(plain.result).toBe(1);
    const returned = await runWorkflow(
      workflow('w', failing, [action('e1', 'return', { value: f('context.error.message') })]),
      context(),
    );
    expect(returned.result).toBe('No custom code defined.');
    expect(returned.error?.actionId).toBe('a2');
  });

  it('fails an unknown action type with a message naming it', async () => {
    const outcome = await runWorkflow(workflow('w', [action('a1', 'teleport')]), context());
    expect(outcome.error?.message).toBe('Unknown action type "teleport".');
  });

  it('takes a thrown non-Error as its text', async () => {
    const outcome = await runWorkflow(
      workflow('w', [action('a1', 'test:throw')]),
      context({
        actions: {
          'test:throw': () => {
            throw 'plain text';
          },
        },
      }),
    );
    expect(outcome.error?.message).toBe('plain text');
  });
});

describe('return', () => {
  it('ends the workflow with its value', async () => {
    const outcome = await runWorkflow(
      workflow('w', [
        action('a1', 'return', { value: { ok: true } }),
        action('a2', 'custom-code', { code: '"after"' }),
      ]),
      context(),
    );
    expect(outcome.result).toEqual({ ok: true });
    expect(outcome.results.a2).toBeUndefined();
  });

  it('ends it from inside a loop inside a branch', async () => {
    const outcome = await runWorkflow(
      workflow('w', [
        action('s', 'true-false-split', { condition: true }, [
          {
            value: true,
            actions: [
              action('l', 'loop', { items: [1, 2, 3] }, [
                {
                  default: true,
                  actions: [
                    action(
                      'r',
                      'true-false-split',
                      { condition: f("context.workflow['l'].item === 2") },
                      [
                        {
                          value: true,
                          actions: [action('ret', 'return', { value: f("context.workflow['l']") })],
                        },
                      ],
                    ),
                  ],
                },
              ]),
              action('after-loop', 'custom-code', { code: '"no"' }),
            ],
          },
        ]),
        action('after-split', 'custom-code', { code: '"no"' }),
      ]),
      context(),
    );
    expect(outcome.result).toEqual({ item: 2, index: 1 });
    expect(outcome.results['after-loop']).toBeUndefined();
    expect(outcome.results['after-split']).toBeUndefined();
  });
});

describe('plugin actions', () => {
  it('runs handlers of context.actions with their resolved config and the action context', async () => {
    const store = variables([{ id: 'user', type: 'string', defaultValue: 'ada' }]);
    const login: ActionHandler = async (config, ctx) => {
      ctx.log.info(`login ${String(config.provider)}`);
      return { user: ctx.variables.get('user'), via: config.provider, at: ctx.origin };
    };
    const log = memoryLog();
    const outcome = await runWorkflow(
      workflow('w', [action('a1', 'auth:login-with-popup', { provider: f('"goo" + "gle"') })]),
      context({ variables: store, log, actions: { 'auth:login-with-popup': login } }),
    );
    expect(outcome.result).toEqual({
      user: 'ada',
      via: 'google',
      at: { workflowId: 'w', actionId: 'a1', chain: ['w'] },
    });
    expect(log.messages('info')).toEqual(['login google']);
  });

  it('cannot replace a core action', async () => {
    const outcome = await runWorkflow(
      workflow('w', [action('a1', 'custom-code', { code: '1 + 1' })]),
      context({ actions: { 'custom-code': () => 'replaced' } }),
    );
    expect(outcome.result).toBe(2);
  });

  it('branches on a plugin action result like on any other', async () => {
    const outcome = await runWorkflow(
      workflow('w', [
        action('a1', 'auth:is-signed-in', {}, [
          { value: 'yes', actions: [action('b1', 'custom-code', { code: '"welcome"' })] },
          { default: true, actions: [action('b2', 'custom-code', { code: '"sign in"' })] },
        ]),
      ]),
      context({ actions: { 'auth:is-signed-in': () => 'yes' } }),
    );
    expect(outcome.result).toBe('welcome');
  });
});

import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ActionContext } from '@shared/workflow/context.ts';
import type { PluginApi, PluginDefinition } from './define.ts';
import { missingSettings, settingValues } from './settings.ts';
import { fixturePlugin } from './testing/fixture-plugin.ts';

function fakeApi(settings: Record<string, unknown>) {
  const variables: Record<string, unknown> = { count: 0, message: '' };
  const api = {
    settings,
    setVariable: (name: string, value: unknown) => void (variables[name] = value),
    getVariable: (name: string) => variables[name],
    environment: 'preview',
    siteId: 'demo',
    log: console,
  } as unknown as PluginApi<typeof fixturePlugin.settings, typeof fixturePlugin.variables>;
  return { api, variables };
}

describe('definePlugin', () => {
  it('returns the declaration as written', () => {
    expect(fixturePlugin.id).toBe('counter');
    expect(Object.keys(fixturePlugin.actions)).toEqual(['increment', 'fail']);
    expect(fixturePlugin.variables.count.default).toBe(0);
  });

  it('types settings and variables from the declaration', () => {
    type Api = Parameters<NonNullable<typeof fixturePlugin.init>>[0];
    expectTypeOf<Api['settings']['greeting']>().toEqualTypeOf<string>();
    expectTypeOf<Api['settings']['siteKey']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Api['settings']['step']>().toEqualTypeOf<number>();
    expectTypeOf<Parameters<Api['setVariable']>[0]>().toEqualTypeOf<'count' | 'message'>();
    // Every plugin fits the plain definition the runtime keeps them as.
    const erased: PluginDefinition = fixturePlugin;
    expect(erased.id).toBe('counter');
  });

  it('validates settings with the plugin’s own messages', () => {
    expect(fixturePlugin.validate({}, {})).toEqual([
      'A site key is required.',
      'An API key is required.',
    ]);
    expect(fixturePlugin.validate({ siteKey: 'k' }, { apiKey: 's' })).toEqual([]);
  });

  it('runs actions and init against the API it is given', async () => {
    const { api, variables } = fakeApi({ greeting: 'Hi', step: 2 });
    await fixturePlugin.init?.(api);
    expect(variables.message).toBe('Hi from demo (preview)');
    const ctx = {} as ActionContext;
    expect(fixturePlugin.actions.increment!.handler({}, ctx, api)).toBe(2);
    expect(fixturePlugin.actions.increment!.handler({ by: 5 }, ctx, api)).toBe(7);
    expect(() => fixturePlugin.actions.fail!.handler({}, ctx, api)).toThrow('Counter failed.');
  });
});

describe('settingValues', () => {
  const descriptors = {
    ...fixturePlugin.settings.public,
    mode: {
      type: 'select',
      label: { en: 'Mode', fr: 'Mode' },
      options: [
        { value: 'a', label: { en: 'A', fr: 'A' } },
        { value: 'b', label: { en: 'B', fr: 'B' } },
      ],
    },
    extra: { type: 'json', label: { en: 'Extra', fr: 'Extra' } },
  } as const;

  it('fills defaults and keeps values that fit', () => {
    expect(settingValues(descriptors, {})).toEqual({
      greeting: 'Hello',
      step: 1,
      siteKey: undefined,
      mode: undefined,
      extra: undefined,
    });
    expect(
      settingValues(descriptors, { greeting: 'Yo', step: 3, mode: 'b', extra: [1], other: 'x' }),
    ).toEqual({ greeting: 'Yo', step: 3, siteKey: undefined, mode: 'b', extra: [1] });
  });

  it('drops values of the wrong type, and says which', () => {
    const misfits: string[] = [];
    const values = settingValues(
      descriptors,
      { greeting: 4, step: '3', mode: 'z', siteKey: null },
      (name) => misfits.push(name),
    );
    expect(values).toMatchObject({ greeting: 'Hello', step: 1, mode: undefined });
    expect(misfits).toEqual(['greeting', 'step', 'mode']);
  });

  it('reads own keys only', () => {
    expect(settingValues({ toString: descriptors.greeting }, {})).toEqual({ toString: 'Hello' });
  });
});

describe('missingSettings', () => {
  it('names required settings left unset or empty', () => {
    expect(missingSettings(fixturePlugin.settings, {}, {})).toEqual(['siteKey', 'apiKey']);
    expect(missingSettings(fixturePlugin.settings, { siteKey: '' }, { apiKey: 'k' })).toEqual([
      'siteKey',
    ]);
    expect(missingSettings(fixturePlugin.settings, { siteKey: 'k' }, { apiKey: 'k' })).toEqual([]);
  });
});

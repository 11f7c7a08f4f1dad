import { describe, expect, it } from 'vitest';
import { pluginSettingsSchema } from '@shared/schema/logic.ts';
import { testStore } from '../testing.ts';

describe('set-plugin-settings', () => {
  it('sets public and private settings; typing a field is one undo step', () => {
    const store = testStore();
    store.dispatch({ type: 'enable-plugin', payload: { plugin: 'payment' } });
    for (const key of ['p', 'pk', 'pk_test'])
      store.dispatch({
        type: 'set-plugin-settings',
        payload: { pluginId: 'payment', scope: 'public', settings: { publishableKey: key } },
      });
    store.mark();
    store.dispatch({
      type: 'set-plugin-settings',
      payload: { pluginId: 'payment', scope: 'private', settings: { secretKey: 'sk_test' } },
    });
    const entry = () => store.getState().doc.site.plugins.payment!;
    expect(entry().publicSettings).toEqual({ publishableKey: 'pk_test' });
    expect(entry().privateSettings).toEqual({ secretKey: 'sk_test' });
    expect(pluginSettingsSchema.safeParse(entry()).success).toBe(true);
    store.undo();
    expect(entry().privateSettings).toEqual({});
    store.undo();
    expect(entry().publicSettings).toEqual({});
  });

  it('removes a setting given undefined', () => {
    const store = testStore();
    store.dispatch({ type: 'enable-plugin', payload: { plugin: 'tag-manager' } });
    store.dispatch({
      type: 'set-plugin-settings',
      payload: { pluginId: 'tag-manager', scope: 'public', settings: { scriptHost: undefined } },
    });
    expect(store.getState().doc.site.plugins['tag-manager']!.publicSettings).toEqual({});
  });

  it('refuses unknown settings, values of the wrong type and disabled plugins', () => {
    const store = testStore();
    store.dispatch({ type: 'enable-plugin', payload: { plugin: 'analytics' } });
    const set = (settings: Record<string, never | number | string>, scope = 'private' as const) =>
      store.dispatch({
        type: 'set-plugin-settings',
        payload: { pluginId: 'analytics', scope, settings },
      });
    expect(set({ collectorRateLimit: 'ten' })).toMatchObject({
      ok: false,
      error:
        '"Embedded collector: events per window before 429 (0: no limit)" expects a number value.',
    });
    expect(set({ nope: 1 })).toMatchObject({
      ok: false,
      error: 'The plugin "analytics" has no private setting "nope".',
    });
    expect(
      store.dispatch({
        type: 'set-plugin-settings',
        payload: { pluginId: 'auth', scope: 'public', settings: {} },
      }),
    ).toMatchObject({ ok: false, error: 'The plugin "auth" is not enabled.' });
  });
});

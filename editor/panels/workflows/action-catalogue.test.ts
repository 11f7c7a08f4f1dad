import { describe, expect, it } from 'vitest';
import { CORE_ACTIONS } from '@shared/workflow/registry.ts';
import { definePlugin } from '@plugins/define.ts';
import {
  availableActions,
  CORE_ACTION_SPECS,
  inEditorOf,
  PLUGIN_DEFINITIONS,
} from './action-catalogue.ts';

describe('action catalogue', () => {
  it('says which core actions Run in the editor records or does not run', () => {
    const by = (type: string) => CORE_ACTION_SPECS.find((s) => s.type === type)?.inEditor;
    expect([by('set-variable'), by('change-page'), by('open-popup')]).toEqual([
      undefined,
      'recorded',
      'not-run',
    ]);
    // From the effects each declares: those that leave the editor are recorded, those that need
    // a page, a server or a file are not run.
    const treated = (kind: string) =>
      CORE_ACTION_SPECS.filter((s) => s.inEditor === kind)
        .map((s) => s.type)
        .sort();
    expect(treated('recorded')).toEqual([
      'change-lang',
      'change-page',
      'change-theme',
      'copy-to-clipboard',
      'previous-page',
      'time-delay',
    ]);
    expect(treated('not-run')).toEqual([
      'close-popup',
      'component-action',
      'download-file',
      'fetch-collection',
      'fetch-collections',
      'geolocation',
      'open-popup',
      'upload-file',
    ]);
    expect([inEditorOf([]), inEditorOf(['hasPage']), inEditorOf(['sleep', 'fetch'])]).toEqual([
      undefined,
      undefined,
      'not-run',
    ]);
  });

  it('describes every action of the engine, and only those', () => {
    expect(CORE_ACTION_SPECS.map((s) => s.type).sort()).toEqual(Object.keys(CORE_ACTIONS).sort());
    for (const spec of CORE_ACTION_SPECS) {
      expect(spec.label.en).not.toBe('');
      expect(spec.label.fr).not.toBe('');
    }
  });

  it('adds the actions of the plugins the site enables, with their fields', () => {
    const fake = definePlugin({
      id: 'fake',
      label: { en: 'Fake', fr: 'Faux' },
      settings: { public: {}, private: {} },
      variables: {},
      actions: {
        ping: {
          label: { en: 'Ping', fr: 'Ping' },
          config: { host: { type: 'text', label: { en: 'Host', fr: 'Hôte' }, required: true } },
          handler: () => 'pong',
        },
      },
      validate: () => [],
    });
    const specs = availableActions(
      { p: { id: 'p', plugin: 'fake', publicSettings: {} } },
      { fake },
    );
    expect(specs.at(-1)).toEqual({
      type: 'fake:ping',
      label: { en: 'Ping', fr: 'Ping' },
      plugin: 'fake',
      inEditor: 'not-run',
      params: [{ name: 'host', kind: 'text', label: { en: 'Host', fr: 'Hôte' }, required: true }],
    });
    expect(availableActions({}, { fake })).toHaveLength(CORE_ACTION_SPECS.length);
  });

  it('finds the plugins of the build', () => {
    expect(PLUGIN_DEFINITIONS.auth?.actions['login-with-popup']?.label.fr).toBe(
      'Connexion par fenêtre',
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { JsonValue } from '@shared/schema/values.ts';
import { PLUGIN_DEFINITIONS } from '../../store/commands/plugin-registry.ts';
import { pluginMessage } from './messages.ts';

type Settings = Record<string, JsonValue>;

/** Settings that make every plugin's check speak: nothing set, and values it refuses. */
const TRIES: ReadonlyArray<[Settings, Settings]> = [
  [{}, {}],
  [{ domain: 'tenant.auth0.com/', apiHost: 'not a host', cdnURL: 'ftp://x' }, {}],
  [{ packages: 'confetti' }, {}],
  [{ packages: [{ name: 'confetti' }] }, {}],
  // The forms plugin's declarations, wrong in every way it names.
  [
    {
      forms: {
        'a b': {},
        list: [],
        empty: { fields: [] },
        contact: {
          fields: [
            { name: 'a', label: '', type: 'x', required: 1, maxLength: 0, size: 1 },
            { name: 'a' },
            { name: '1' },
          ],
          notify: 'nobody',
          subject: 5,
          referencePrefix: '--',
        },
        many: { fields: Array.from({ length: 31 }, (_, i) => ({ name: `f${i}` })) },
      },
      perHour: 0,
    },
    {},
  ],
];

describe('pluginMessage', () => {
  it('has a French text for every message of every plugin’s check', () => {
    const messages = new Set<string>();
    for (const definition of Object.values(PLUGIN_DEFINITIONS)) {
      for (const [pub, priv] of TRIES) {
        for (const message of definition.validate(pub, priv)) messages.add(message);
      }
    }
    // Every plugin with a check has spoken (at least these).
    expect(messages).toContain('A private API key (secret key) is required.');
    expect(messages).toContain('Package 1 needs a name and a version.');
    expect(messages).toContain('The domain must not end with a slash.');
    expect(messages).toContain('forms.contact.fields[1]: the field "a" is declared twice.');
    expect(messages.size).toBeGreaterThanOrEqual(10);
    const untranslated = [...messages].filter((m) => pluginMessage(m, 'fr') === m);
    expect(untranslated).toEqual([]);
  });

  it('leaves English and unknown messages as they are', () => {
    expect(pluginMessage('No API key defined.', 'en')).toBe('No API key defined.');
    expect(pluginMessage('No API key defined.', 'fr')).toBe('Aucune clé API définie.');
    expect(pluginMessage('Package 3 needs a name and a version.', 'fr-FR')).toBe(
      'Le paquet 3 demande un nom et une version.',
    );
    expect(pluginMessage('Something new.', 'fr')).toBe('Something new.');
  });
});

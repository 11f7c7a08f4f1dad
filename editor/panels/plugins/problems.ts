/**
 * A plugin's own validation messages placed beside the settings they are about. `validate`
 * returns plain messages; a message belongs to a setting when changing that setting alone (to
 * empty, to its default, or to a plain value of its type) makes the message go. Messages no
 * setting explains are shown for the whole plugin.
 */
import type { PluginDefinition, SettingDescriptor } from '@plugins/define.ts';
import { missingSettings, validateSettings } from '@plugins/settings.ts';
import { isKeptSecret } from '@shared/schema/secrets.ts';
import type { JsonValue } from '@shared/schema/values.ts';

export type Scope = 'public' | 'private';
type Values = Readonly<Record<string, JsonValue>>;

export interface PluginProblems {
  /** Messages by `public.name` / `private.name`. */
  byField: Record<string, string[]>;
  /** Messages that no one setting explains. */
  general: string[];
  /** Required settings left empty, as `public.name` / `private.name`. */
  missing: Set<string>;
}

/** Values to try in place of a setting: nothing, its default, a plain value of its type. */
function probes(descriptor: SettingDescriptor): Array<JsonValue | undefined> {
  const out: Array<JsonValue | undefined> = [undefined];
  if (descriptor.default !== undefined) out.push(descriptor.default);
  switch (descriptor.type) {
    case 'number':
      out.push(0, 1);
      break;
    case 'boolean':
      out.push(true, false);
      break;
    case 'json':
      out.push([], {});
      break;
    case 'select':
      out.push(...(descriptor.options ?? []).map((o) => o.value));
      break;
    default:
      out.push('', 'x', 'https://example.com');
  }
  return out;
}

export function pluginProblems(
  definition: PluginDefinition,
  publicSettings: Values,
  privateSettings: Values,
): PluginProblems {
  const all = validateSettings(definition, publicSettings, privateSettings);
  const byField: Record<string, string[]> = {};
  const explained = new Set<string>();
  if (all.length > 0) {
    for (const scope of ['public', 'private'] as const) {
      const values = scope === 'public' ? publicSettings : privateSettings;
      for (const [name, descriptor] of Object.entries(definition.settings[scope])) {
        const gone = new Set<string>();
        for (const probe of probes(descriptor)) {
          const changed: Record<string, JsonValue> = { ...values };
          if (probe === undefined) delete changed[name];
          else changed[name] = probe;
          const after =
            scope === 'public'
              ? validateSettings(definition, changed, privateSettings)
              : validateSettings(definition, publicSettings, changed);
          for (const message of all) if (!after.includes(message)) gone.add(message);
        }
        if (gone.size > 0) {
          byField[`${scope}.${name}`] = all.filter((m) => gone.has(m));
          gone.forEach((m) => explained.add(m));
        }
      }
    }
  }
  const missingNames = missingSettings(definition.settings, publicSettings, privateSettings);
  const missing = new Set<string>();
  for (const name of missingNames) {
    const scope: Scope = name in definition.settings.public ? 'public' : 'private';
    missing.add(`${scope}.${name}`);
  }
  // A kept secret's value is on the server only (`KEPT_SECRET`): nothing here can check it.
  for (const [name, value] of Object.entries(privateSettings))
    if (isKeptSecret(value)) delete byField[`private.${name}`];
  return { byField, general: all.filter((m) => !explained.has(m)), missing };
}

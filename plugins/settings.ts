/** Setting values as plugins get them: defaults filled in, values of the wrong type dropped. */
import type { JsonValue } from '@shared/schema/values.ts';
import type {
  PluginDefinition,
  PluginSettingsDescriptors,
  SettingDescriptor,
  SettingDescriptors,
  SettingValues,
} from './define.ts';

/** Whether `value` fits the descriptor's type (a `select` value must be one of its options). */
export function fitsSetting(descriptor: SettingDescriptor, value: JsonValue): boolean {
  switch (descriptor.type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'json':
      return true;
    case 'select':
      return (
        typeof value === 'string' &&
        (descriptor.options === undefined || descriptor.options.some((o) => o.value === value))
      );
    default:
      return typeof value === 'string';
  }
}

const own = (values: Readonly<Record<string, JsonValue>>, name: string): JsonValue | undefined =>
  Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;

/**
 * The values of the declared settings: the site's value when it fits, else the default, else
 * undefined. Settings the plugin does not declare are left out; `onMisfit` hears of each value
 * dropped for its type, so a typo in site.json is visible rather than silently ignored.
 */
export function settingValues<S extends SettingDescriptors>(
  descriptors: S,
  values: Readonly<Record<string, JsonValue>>,
  onMisfit: (name: string, value: JsonValue) => void = () => {},
): SettingValues<S> {
  const out: Record<string, JsonValue | undefined> = {};
  for (const [name, descriptor] of Object.entries(descriptors)) {
    const value = own(values, name);
    const fits = value !== undefined && value !== null && fitsSetting(descriptor, value);
    if (value !== undefined && value !== null && !fits) onMisfit(name, value);
    out[name] = fits ? value : descriptor.default;
  }
  return out as SettingValues<S>;
}

/** Names of required settings left unset or empty (`''`, null), public then private. */
export function missingSettings(
  settings: PluginSettingsDescriptors,
  publicSettings: Readonly<Record<string, JsonValue>>,
  privateSettings: Readonly<Record<string, JsonValue>>,
): string[] {
  const missing = (descriptors: SettingDescriptors, values: Readonly<Record<string, JsonValue>>) =>
    Object.entries(descriptors)
      .filter(([name, d]) => {
        const value = own(values, name);
        return d.required === true && (value === undefined || value === null || value === '');
      })
      .map(([name]) => name);
  return [
    ...missing(settings.public, publicSettings),
    ...missing(settings.private, privateSettings),
  ];
}

/**
 * A plugin's own check of its settings (`validate`), a throw read as one message: the Plugins
 * panel and the server's publish check both show what it says, never an exception.
 */
export function validateSettings(
  definition: Pick<PluginDefinition, 'validate'>,
  publicSettings: Readonly<Record<string, JsonValue>>,
  privateSettings: Readonly<Record<string, JsonValue>>,
): string[] {
  try {
    return definition.validate(publicSettings, privateSettings);
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  }
}

/**
 * How a problem of a plugin's settings begins (`plugin "<id>": ` then the plugin's own message):
 * the server writes it (`server/plugin-checks.ts`), the editor reads the message back out to show
 * it in its own language (`editor/save/problem-target.ts`).
 */
export const pluginProblemPrefix = (id: string): string => `plugin "${id}": `;

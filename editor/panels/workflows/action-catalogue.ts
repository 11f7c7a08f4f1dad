/**
 * What the workflow editor knows of each action type: its label (en/fr), its parameters as
 * fields, and how its branches look. Core actions come from their folders
 * (`shared/workflow/actions/<type>/`: the definition and its docs, `CORE_ACTION_CATALOG`);
 * plugin actions from the plugins the site enables (their `actions[name].label` and `config`).
 */
import type { PluginDefinition, SettingDescriptor } from '@plugins/define.ts';
import type { PluginSettings } from '@shared/schema/logic.ts';
import type { BranchKind, ParamKind, ParamSpec } from '@shared/workflow/actions/define.ts';
import { CORE_ACTION_CATALOG } from '@shared/workflow/catalog.ts';
import type { WorkflowEffects } from '@shared/workflow/effects.ts';
import { CORE_ACTIONS } from '@shared/workflow/registry.ts';
import { PLUGIN_DEFINITIONS } from '../../store/commands/plugin-registry.ts';
import { label as l, type Label } from '@shared/i18n/label.ts';
import { EFFECTS_IN_EDITOR } from './effects-in-editor.ts';

export type { Label } from '@shared/i18n/label.ts';

export type { BranchKind, ParamKind, ParamSpec } from '@shared/workflow/actions/define.ts';

export interface ActionSpec {
  type: string;
  label: Label;
  params: readonly ParamSpec[];
  branches?: BranchKind;
  /** For plugin actions: the plugin's name (its id). */
  plugin?: string;
  /**
   * How Run in the editor treats it: `recorded` (what it would do outside the editor is noted,
   * not done: navigation, language, theme, clipboard, delays) or `not-run` (needs a browser page,
   * a server or a plugin); absent: it runs. Core actions: from the effects they use
   * (`EFFECTS_IN_EDITOR`).
   */
  inEditor?: 'recorded' | 'not-run';
}

/** How Run in the editor treats an action that uses these effects. */
export function inEditorOf(
  effects: ReadonlyArray<keyof WorkflowEffects>,
): ActionSpec['inEditor'] | undefined {
  const treated = effects.map((effect) => EFFECTS_IN_EDITOR[effect]);
  if (treated.includes('not-run')) return 'not-run';
  if (treated.includes('recorded')) return 'recorded';
  return undefined;
}

/** The engine's actions, from their folders, in the order the picker lists them. */
export const CORE_ACTION_SPECS: readonly ActionSpec[] = CORE_ACTION_CATALOG.map((entry) => {
  const inEditor = inEditorOf(entry.effects);
  return {
    type: entry.type,
    label: entry.label,
    params: entry.params,
    ...(entry.branches ? { branches: entry.branches } : {}),
    ...(inEditor ? { inEditor } : {}),
  };
});

const SETTING_KINDS: Record<SettingDescriptor['type'], ParamKind> = {
  text: 'text',
  secret: 'text',
  page: 'page',
  select: 'select',
  number: 'number',
  boolean: 'boolean',
  json: 'json',
};

/** A plugin action's spec from its declaration (type `<plugin>:<action>`). */
export function pluginActionSpecs(definition: PluginDefinition): ActionSpec[] {
  return Object.entries(definition.actions).map(([name, action]) => ({
    type: `${definition.id}:${name}`,
    label: action.label,
    plugin: definition.id,
    inEditor: 'not-run' as const,
    params: Object.entries(action.config ?? {}).map(([key, setting]) => ({
      name: key,
      kind: SETTING_KINDS[setting.type],
      label: setting.label,
      ...(setting.options ? { options: setting.options } : {}),
      ...(setting.required ? { required: true } : {}),
      ...(setting.default !== undefined ? { default: setting.default } : {}),
    })),
  }));
}

/** Every plugin of the build, by name (the plugins panel registry, `store/commands/plugin-registry.ts`). */
export { PLUGIN_DEFINITIONS };

/** The action types a site can use: the engine's, then those of the plugins it enables. */
export function availableActions(
  enabled: Readonly<Record<string, PluginSettings>>,
  definitions: Readonly<Record<string, PluginDefinition>> = PLUGIN_DEFINITIONS,
): ActionSpec[] {
  const names = [...new Set(Object.values(enabled).map((p) => p.plugin))].sort();
  const plugins = names.flatMap((name) => {
    const definition = definitions[name];
    return definition ? pluginActionSpecs(definition) : [];
  });
  return [...CORE_ACTION_SPECS, ...plugins];
}

/** The spec of a type, or a bare one (unknown type: label = type, no fields). */
export function actionSpec(type: string, available: readonly ActionSpec[]): ActionSpec {
  return available.find((spec) => spec.type === type) ?? { type, label: l(type, type), params: [] };
}

/** Whether the engine itself has this action (a plugin action does not run in the editor). */
export const isCoreAction = (type: string): boolean => Object.hasOwn(CORE_ACTIONS, type);

export { labelIn } from '@shared/i18n/label.ts';

/**
 * What the workflow editor knows of each action type: its label (en/fr), its parameters as
 * fields, and how its branches look. Core actions are the shared engine's (`CORE_ACTIONS`, whose
 * handlers say what each config key means); plugin actions come from the plugins the site
 * enables (their `actions[name].label` and `config`).
 */
import type { PluginDefinition, SettingDescriptor } from '@plugins/define.ts';
import type { PluginSettings } from '@shared/schema/logic.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import { CORE_ACTIONS } from '@shared/workflow/registry.ts';
import { PLUGIN_DEFINITIONS } from '../../store/commands/plugin-registry.ts';
import { label as l, type Label } from '@shared/i18n/label.ts';

export type { Label } from '@shared/i18n/label.ts';

/**
 * How a parameter is edited. `text`, `number`, `json` and `any` can be bound to a formula;
 * `code` is a formula expression stored as text (custom code); the reference kinds pick an id
 * from the site (a variable, collection, page, workflow, element of the shown page, language).
 */
export type ParamKind =
  | 'text'
  | 'number'
  | 'boolean'
  | 'select'
  | 'json'
  | 'any'
  | 'code'
  | 'variable'
  | 'variables'
  | 'collection'
  | 'collections'
  | 'page'
  | 'workflow'
  | 'element'
  | 'lang';

export interface ParamSpec {
  name: string;
  kind: ParamKind;
  label: Label;
  /** For `select`. */
  options?: ReadonlyArray<{ value: string; label: Label }>;
  required?: boolean;
  default?: JsonValue;
}

/**
 * Branches the editor shows: `boolean` (true / false, the split's), `cases` (a value per case and
 * a default: multi-option split), `body` (the default branch, run once per item: loop).
 */
export type BranchKind = 'boolean' | 'cases' | 'body';

export interface ActionSpec {
  type: string;
  label: Label;
  params: ParamSpec[];
  branches?: BranchKind;
  /** For plugin actions: the plugin's name (its id). */
  plugin?: string;
  /**
   * How Run in the editor treats it: `recorded` (what it would do outside the editor is noted,
   * not done: navigation, language, theme, clipboard, delays) or `not-run` (needs a browser page,
   * a server or a plugin); absent: it runs.
   */
  inEditor?: 'recorded' | 'not-run';
}

const RECORDED = new Set([
  'change-page',
  'previous-page',
  'change-lang',
  'change-theme',
  'copy-to-clipboard',
  'time-delay',
]);
const NOT_RUN = new Set([
  'fetch-collection',
  'fetch-collections',
  'open-popup',
  'close-popup',
  'component-action',
  'upload-file',
  'download-file',
  'geolocation',
]);

const p = (name: string, kind: ParamKind, en: string, fr: string, extra: Partial<ParamSpec> = {}) =>
  ({ name, kind, label: l(en, fr), ...extra }) satisfies ParamSpec;
const options = (...values: Array<[string, string, string]>) =>
  values.map(([value, en, fr]) => ({ value, label: l(en, fr) }));

/** The engine's actions, in the order the picker lists them. */
const CORE_SPECS: ActionSpec[] = [
  {
    type: 'set-variable',
    label: l('Change variable value', 'Modifier une variable'),
    params: [
      p('variableId', 'variable', 'Variable', 'Variable', { required: true }),
      p('value', 'any', 'New value', 'Nouvelle valeur'),
      p('arrayMode', 'select', 'Array update', 'Mise à jour de liste', {
        options: options(
          ['update', 'Update the item at index', "Modifier l'élément à l'index"],
          ['delete', 'Delete the item at index', "Supprimer l'élément à l'index"],
          ['insert', 'Insert at index', "Insérer à l'index"],
          ['unshift', 'Add first', 'Ajouter en tête'],
          ['push', 'Add last', 'Ajouter en fin'],
          ['shift', 'Remove first', 'Retirer le premier'],
          ['pop', 'Remove last', 'Retirer le dernier'],
        ),
      }),
      p('index', 'number', 'Index', 'Index'),
      p('path', 'text', 'Path (address.city)', 'Chemin (address.city)'),
    ],
  },
  {
    type: 'reset-variables',
    label: l('Reset variables', 'Réinitialiser des variables'),
    params: [p('variableIds', 'variables', 'Variables (none: all)', 'Variables (aucune : toutes)')],
  },
  {
    type: 'custom-code',
    label: l('Custom code (formula)', 'Code personnalisé (formule)'),
    params: [p('code', 'code', 'Code', 'Code', { required: true })],
  },
  {
    type: 'true-false-split',
    label: l('True / false split', 'Condition vrai / faux'),
    params: [p('condition', 'any', 'Condition', 'Condition')],
    branches: 'boolean',
  },
  {
    type: 'multi-option-split',
    label: l('Multi-option split', 'Aiguillage multiple'),
    params: [p('value', 'any', 'Value', 'Valeur')],
    branches: 'cases',
  },
  {
    type: 'loop',
    label: l('Loop', 'Boucle'),
    params: [p('items', 'any', 'Items', 'Éléments', { required: true })],
    branches: 'body',
  },
  { type: 'break-loop', label: l('Break loop', 'Sortir de la boucle'), params: [] },
  { type: 'continue-loop', label: l('Continue loop', 'Itération suivante'), params: [] },
  {
    type: 'return',
    label: l('Return a value', 'Renvoyer une valeur'),
    params: [p('value', 'any', 'Value', 'Valeur')],
  },
  {
    type: 'execute-workflow',
    label: l('Execute a workflow', 'Exécuter un workflow'),
    params: [
      p('workflowId', 'workflow', 'Workflow', 'Workflow', { required: true }),
      p('parameters', 'json', 'Parameters', 'Paramètres'),
    ],
  },
  {
    type: 'time-delay',
    label: l('Time delay', 'Délai'),
    params: [p('delay', 'number', 'Delay (ms)', 'Délai (ms)', { required: true })],
  },
  {
    type: 'log',
    label: l('Log', 'Journal'),
    params: [
      p('message', 'text', 'Message', 'Message', { required: true }),
      p('level', 'select', 'Level', 'Niveau', {
        options: options(
          ['info', 'Info', 'Info'],
          ['warn', 'Warning', 'Avertissement'],
          ['error', 'Error', 'Erreur'],
        ),
      }),
    ],
  },
  {
    type: 'fetch-collection',
    label: l('Fetch a collection', 'Charger une collection'),
    params: [p('collectionId', 'collection', 'Collection', 'Collection', { required: true })],
  },
  {
    type: 'fetch-collections',
    label: l('Fetch collections', 'Charger des collections'),
    params: [p('collectionIds', 'collections', 'Collections', 'Collections', { required: true })],
  },
  {
    type: 'change-page',
    label: l('Go to a page', 'Aller à une page'),
    params: [
      p('pageId', 'page', 'Page', 'Page'),
      p('path', 'text', 'or a path of the site', 'ou un chemin du site'),
      p('url', 'text', 'or an outside URL', 'ou une URL externe'),
      p('queries', 'json', 'Query parameters', 'Paramètres de requête'),
      p('sectionId', 'text', 'Section to scroll to', 'Section à afficher'),
      p('newTab', 'boolean', 'Open in a new tab', 'Ouvrir dans un nouvel onglet'),
      p('progress', 'boolean', 'Show the loading bar', 'Afficher la barre de chargement'),
    ],
  },
  {
    type: 'previous-page',
    label: l('Previous page', 'Page précédente'),
    params: [p('fallbackPageId', 'page', 'Fallback page', 'Page de repli')],
  },
  {
    type: 'change-lang',
    label: l('Change language', 'Changer de langue'),
    params: [p('lang', 'lang', 'Language', 'Langue', { required: true })],
  },
  {
    type: 'change-theme',
    label: l('Change theme', 'Changer de thème'),
    params: [
      p('theme', 'select', 'Theme', 'Thème', {
        required: true,
        options: options(
          ['light', 'Light', 'Clair'],
          ['dark', 'Dark', 'Sombre'],
          ['toggle', 'Toggle', 'Basculer'],
        ),
      }),
    ],
  },
  {
    type: 'open-popup',
    label: l('Open a popup', 'Ouvrir une fenêtre'),
    params: [
      p('popupId', 'text', 'Library component', 'Composant de bibliothèque', { required: true }),
      p('props', 'json', 'Properties', 'Propriétés'),
      p('waitForClose', 'boolean', 'Wait until it closes', 'Attendre sa fermeture'),
    ],
  },
  {
    type: 'close-popup',
    label: l('Close a popup', 'Fermer une fenêtre'),
    params: [
      p('popupId', 'text', 'Popup id', 'Id de la fenêtre'),
      p('data', 'any', 'Data returned', 'Données renvoyées'),
      p('all', 'boolean', 'Close all of a component', "Fermer toutes celles d'un composant"),
      p('componentId', 'text', 'Library component', 'Composant de bibliothèque'),
    ],
  },
  {
    type: 'component-action',
    label: l('Component action', 'Action de composant'),
    params: [
      p('elementId', 'element', 'Element', 'Élément', { required: true }),
      p('action', 'text', 'Action', 'Action', { required: true }),
      p('args', 'json', 'Arguments', 'Arguments'),
    ],
  },
  {
    type: 'copy-to-clipboard',
    label: l('Copy to clipboard', 'Copier dans le presse-papiers'),
    params: [p('text', 'text', 'Text', 'Texte', { required: true })],
  },
  {
    type: 'upload-file',
    label: l('Upload a file', 'Téléverser un fichier'),
    params: [
      p('fileVariableId', 'variable', 'File variable', 'Variable de fichier', { required: true }),
      p('name', 'text', 'File name', 'Nom du fichier'),
      p('tag', 'text', 'Tag', 'Étiquette'),
    ],
  },
  {
    type: 'download-file',
    label: l('Download a file', 'Télécharger un fichier'),
    params: [
      p('url', 'text', 'File URL', 'URL du fichier', { required: true }),
      p('fileName', 'text', 'File name', 'Nom du fichier'),
    ],
  },
  {
    type: 'encode-base64',
    label: l('Encode a file in base64', 'Encoder un fichier en base64'),
    params: [p('file', 'any', 'File', 'Fichier', { required: true })],
  },
  {
    type: 'geolocation',
    label: l('Geolocation', 'Géolocalisation'),
    params: [
      p(
        'options',
        'json',
        'Options (enableHighAccuracy, timeout, maximumAge)',
        'Options (enableHighAccuracy, timeout, maximumAge)',
      ),
    ],
  },
];

export const CORE_ACTION_SPECS: readonly ActionSpec[] = CORE_SPECS.map((spec) =>
  RECORDED.has(spec.type)
    ? { ...spec, inEditor: 'recorded' }
    : NOT_RUN.has(spec.type)
      ? { ...spec, inEditor: 'not-run' }
      : spec,
);

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

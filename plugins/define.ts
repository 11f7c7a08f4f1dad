/**
 * The plugin contract: every plugin (auth, datasource, payment…) is one `definePlugin({...})`
 * declaring its settings, published variables, workflow actions, validation and runtime start-up.
 * Pure types and one identity function: no React, no zod, so the editor, the server and the
 * runtime all read the same declaration. A new plugin is a folder, never a runtime change.
 */
import type { SyncKind } from '@shared/collections/sync.ts';
import type { Environment } from '@shared/schema/compose.ts';
import type { VARIABLE_TYPES } from '@shared/schema/logic.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import type { ActionConfig, ActionContext } from '@shared/workflow/context.ts';
import type { Label } from '@shared/i18n/label.ts';

/** A label in every language of the editor (`@shared/i18n/label.ts`). */
export type PluginLabel = Label;

/**
 * Setting types, each with the value it holds: `secret` is text the editor masks (API keys),
 * `page` a page id, `select` one of `options`, `json` any JSON (lists of packages…).
 */
export interface SettingValueTypes {
  text: string;
  secret: string;
  page: string;
  select: string;
  number: number;
  boolean: boolean;
  json: JsonValue;
}
export type SettingType = keyof SettingValueTypes;

export interface SettingDescriptor {
  type: SettingType;
  label: PluginLabel;
  /** The plugin cannot work without it; the editor and `missingSettings` say so (default false). */
  required?: boolean;
  /** Used when the site leaves the setting unset (default: none, the value is undefined). */
  default?: JsonValue;
  /** For `select`: the allowed values. */
  options?: ReadonlyArray<{ value: string; label: PluginLabel }>;
}

export type SettingDescriptors = Readonly<Record<string, SettingDescriptor>>;

export interface PluginSettingsDescriptors {
  /** Published with the site and given to the runtime (client ids, page ids…). */
  public: SettingDescriptors;
  /** Kept on the server, never published (secret keys); only the server half and `validate` see them. */
  private: SettingDescriptors;
}

/** A setting's value: its type's, or undefined when it may be unset (no default). */
export type SettingValue<D extends SettingDescriptor> =
  SettingValueTypes[D['type']] | (D extends { default: JsonValue } ? never : undefined);

export type SettingValues<S extends SettingDescriptors> = {
  readonly [K in keyof S]: SettingValue<S[K]>;
};

export type VariableType = (typeof VARIABLE_TYPES)[number];

/** What each published variable type holds, as formulas read it. */
export interface VariableValueTypes {
  string: string;
  number: number | null;
  boolean: boolean;
  array: readonly unknown[];
  object: Readonly<Record<string, unknown>> | null;
  query: string;
}

/** A variable the plugin publishes, read in formulas as `plugins.<pluginId>.<name>`. */
export interface PluginVariableDescriptor {
  type: VariableType;
  label: PluginLabel;
  /** The value until the plugin sets one (and after a failed start). */
  default: JsonValue;
}

export type PluginVariableDescriptors = Readonly<Record<string, PluginVariableDescriptor>>;

export interface PluginLog {
  info(message: string, ...data: unknown[]): void;
  warn(message: string, ...data: unknown[]): void;
  error(message: string, ...data: unknown[]): void;
}

/** A collection of the page as a plugin sees it (seeds §3: total count plus data list). */
export interface PluginCollectionState {
  readonly id: string;
  readonly name: string;
  readonly data: readonly unknown[];
  readonly total: number;
}

/** The collections of the running page, for plugins whose actions change records. */
export interface PluginCollections {
  /** A collection by id or name; undefined when the page has none such. */
  get(idOrName: string): PluginCollectionState | undefined;
  /**
   * Applies a record call to the local collection (seeds §4): create adds the record and
   * increments total; update replaces it; delete removes it and decrements total; sync replaces
   * it or adds it if missing. Records match by `id`. False when there is no such collection.
   */
  syncRecord(
    idOrName: string,
    kind: SyncKind,
    record: { readonly id: unknown; readonly [field: string]: unknown },
  ): boolean;
}

/** What the runtime gives a plugin: its public settings and its published variables. */
export interface PluginApi<
  S extends PluginSettingsDescriptors = PluginSettingsDescriptors,
  V extends PluginVariableDescriptors = PluginVariableDescriptors,
> {
  /** Public settings of the site's plugin, defaults filled, wrongly typed values dropped. */
  readonly settings: SettingValues<S['public']>;
  /** Publishes a variable; formulas and elements reading `plugins.<id>.<name>` update. */
  setVariable<K extends keyof V & string>(name: K, value: VariableValueTypes[V[K]['type']]): void;
  getVariable<K extends keyof V & string>(name: K): unknown;
  /**
   * Another plugin's published variables, by its plugin name (`variablesOf('auth')?.accessToken`
   * for the record calls that need the signed-in user); undefined when the site does not enable it.
   */
  variablesOf(plugin: string): Readonly<Record<string, unknown>> | undefined;
  readonly environment: Environment;
  readonly siteId: string;
  /** Messages prefixed with the plugin id. */
  readonly log: PluginLog;
  /**
   * The path of a page of the site in the language being shown (`/author`, `/fr/auteur`), or
   * null when the site has no such page: for settings naming pages (after sign-in, payment
   * success/cancel).
   */
  pagePath(pageId: string): string | null;
  /**
   * Goes to a path of the site inside the app (no reload); `replace` leaves no history entry
   * (after a sign-in callback, so Back does not return to the callback URL).
   */
  goTo(path: string, options?: { replace?: boolean }): void;
  /**
   * The page's collections and record sync on them (the datasource plugin's create, update,
   * delete and sync actions). Absent where no site runs (the editor's settings panel, tests).
   */
  readonly collections?: PluginCollections;
}

/**
 * A workflow action of the plugin (type `<pluginId>:<name>` in workflows): the engine's
 * `ActionHandler` (config already resolved; throw an `Error` to take the error branch; the
 * return value is the action's result), plus the plugin's own API.
 */
export type PluginActionHandler<
  S extends PluginSettingsDescriptors = PluginSettingsDescriptors,
  V extends PluginVariableDescriptors = PluginVariableDescriptors,
> = PluginAction<S, V>['handler'];

export interface PluginAction<
  S extends PluginSettingsDescriptors = PluginSettingsDescriptors,
  V extends PluginVariableDescriptors = PluginVariableDescriptors,
> {
  label: PluginLabel;
  /** The fields of the action's config, for the editor's workflow panel (default: none). */
  config?: SettingDescriptors;
  // Method syntax on purpose: it keeps every plugin assignable to the plain `PluginDefinition`
  // the runtime holds them as (parameters of methods compare both ways).
  handler(config: ActionConfig, ctx: ActionContext, plugin: PluginApi<S, V>): unknown;
}

/**
 * Addresses a plugin's browser side reaches beyond the site's own origin, by kind, for the
 * content security policy of the site's pages (`server/csp/`): each is a CSP source expression
 * (`https://api.example.com`, `https:`). Scripts a plugin adds from its own code need none (the
 * policy's `'strict-dynamic'` lets them run); what those scripts connect to, frame or show does.
 */
export interface ContentSources {
  /** fetch, XHR, WebSocket, EventSource (`connect-src`). */
  connect?: readonly string[];
  /** iframes the plugin or its client library opens (`frame-src`): a silent sign-in, a card form. */
  frame?: readonly string[];
  /** Pictures beyond any https address, which every site page may show (`img-src`). */
  img?: readonly string[];
  /** Sound and video beyond any https address (`media-src`). */
  media?: readonly string[];
  /** Script hosts, for browsers without `'strict-dynamic'` (`script-src`, ignored by the others). */
  script?: readonly string[];
  /** Stylesheets and fonts a client library loads (`style-src`, `font-src`). */
  style?: readonly string[];
  font?: readonly string[];
}

export type ContentSourceKind = keyof ContentSources;

export interface PluginDefinition<
  S extends PluginSettingsDescriptors = PluginSettingsDescriptors,
  V extends PluginVariableDescriptors = PluginVariableDescriptors,
> {
  /** The plugin's name, its folder and its key everywhere: `auth` → `plugins.auth.user`. */
  id: string;
  label: PluginLabel;
  settings: S;
  variables: V;
  /** By action name, kebab-case as in the seeds: `login-with-popup` → `auth:login-with-popup`. */
  actions: Readonly<Record<string, PluginAction<S, V>>>;
  /**
   * Problems with a site's settings, as messages for the site author (the seeds' texts where
   * they give one); none means valid. Runs in the editor and on the server, which see both sets.
   */
  validate(
    publicSettings: Readonly<Record<string, JsonValue>>,
    privateSettings: Readonly<Record<string, JsonValue>>,
  ): string[];
  /**
   * What the plugin's browser side reaches on other origins, from the site's public settings as
   * the server serves them (a stand-in's address filled in). Without it the server takes the
   * origins of the public settings that are web addresses as `connect` sources (`server/csp/`).
   */
  contentSources?(publicSettings: Readonly<Record<string, JsonValue>>): ContentSources;
  /**
   * Runtime start-up, once per page load (seeds: auth initialisation happens once). Load heavy
   * client libraries here with `import()` so they stay out of the editor and the server.
   */
  init?(api: PluginApi<S, V>): void | Promise<void>;
}

/** Declares a plugin; infers its settings and variables so handlers and `init` are typed. */
export function definePlugin<
  const S extends PluginSettingsDescriptors,
  const V extends PluginVariableDescriptors,
>(definition: PluginDefinition<S, V>): PluginDefinition<S, V> {
  return definition;
}

/**
 * A plugin's own messages (what its `validate` says, in English for the server and the logs) in
 * French, for the editor's Plugins panel: `plugins/<name>/messages.fr.ts` default-exports them,
 * and the editor finds the file (editor-only: a visitor's page never loads it).
 */
export interface FrenchMessages {
  /** Whole messages: the English text, the French one. */
  readonly texts?: Readonly<Record<string, string>>;
  /** Messages with parts of their own (where, what): the English pattern, the French text. */
  readonly patterns?: ReadonlyArray<readonly [RegExp, (match: RegExpExecArray) => string]>;
}

export const defineFrenchMessages = (messages: FrenchMessages): FrenchMessages => messages;

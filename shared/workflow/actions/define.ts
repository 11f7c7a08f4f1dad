/**
 * A core workflow action is one folder, `actions/<type>/`:
 * - `index.ts` default-exports `defineAction({ type, effects, run })`: the handler the engine
 *   calls, and the effects (`WorkflowEffects`) it uses, from which the editor knows whether Run
 *   performs it, records it or leaves it out;
 * - `<type>.docs.ts` default-exports `defineActionDocs({ order, label, params, branches })`: what
 *   the workflow editor shows (editor-only, like the formula helpers' docs);
 * - `<type>.test.ts`.
 * `registry.ts` (the engine) and `catalog.ts` (the editor) find them; no list names them.
 */
import { label, type Label } from '@shared/i18n/label.ts';
import type { JsonValue } from '@shared/schema/values.ts';
import type { ActionHandler } from '../context.ts';
import type { WorkflowEffects } from '../effects.ts';

export interface ActionDefinition {
  /** The folder's name: what a workflow's action says in `type`. */
  readonly type: string;
  /** Every effect `run` may call. */
  readonly effects: ReadonlyArray<keyof WorkflowEffects>;
  readonly run: ActionHandler;
}

export const defineAction = (definition: ActionDefinition): ActionDefinition => definition;

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
  readonly name: string;
  readonly kind: ParamKind;
  readonly label: Label;
  /** For `select`. */
  readonly options?: ReadonlyArray<{ readonly value: string; readonly label: Label }>;
  readonly required?: boolean;
  readonly default?: JsonValue;
}

/**
 * Branches the editor shows: `boolean` (true / false, the split's), `cases` (a value per case and
 * a default: multi-option split), `body` (the default branch, run once per item: loop).
 */
export type BranchKind = 'boolean' | 'cases' | 'body';

export interface ActionDocs {
  /** Place in the editor's list of actions (smallest first). */
  readonly order: number;
  readonly label: Label;
  readonly params: readonly ParamSpec[];
  readonly branches?: BranchKind;
}

export const defineActionDocs = (docs: ActionDocs): ActionDocs => docs;

/** A parameter with its English and French label. */
export const param = (
  name: string,
  kind: ParamKind,
  en: string,
  fr: string,
  extra: Partial<Omit<ParamSpec, 'name' | 'kind' | 'label'>> = {},
): ParamSpec => ({ name, kind, label: label(en, fr), ...extra });

/** The options of a `select` parameter: `[value, English, French]` each. */
export const choices = (...values: ReadonlyArray<readonly [string, string, string]>) =>
  values.map(([value, en, fr]) => ({ value, label: label(en, fr) }));

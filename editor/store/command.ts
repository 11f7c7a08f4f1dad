/**
 * The shape of an editor command. Every edit of the site definition is one command: a pure
 * function of the draft document and a payload, run through immer so it yields patches (undo,
 * redo, autosave and crash recovery all work from them). One file per command in `commands/`.
 */
import type { Draft } from 'immer';
import type { ComponentDefinition, Label } from '@catalogue/define.ts';
import type { SiteBundle } from '@shared/schema/site.ts';
import type { EditorUi } from './state.ts';
import { labelIn } from '@shared/i18n/label.ts';
import { en } from './strings.ts';

/** What a command may read besides the document: the editor's view and id generation. */
export interface CommandContext {
  /** Page, selection, breakpoint, state and content language the author is editing. */
  readonly ui: Readonly<EditorUi>;
  /** A fresh id, unique in the site (`prefix` is a readable start, e.g. the component type). */
  newId(prefix?: string): string;
  /** A catalogue component's metadata by type. */
  definition(type: string): ComponentDefinition | undefined;
}

/** What a command can ask of the view after it ran (the document change is its patches). */
export interface CommandOutcome {
  /** Select this element (or clear the selection with null). */
  select?: string | null;
  /** Show this page. */
  pageId?: string;
}

export interface CommandSpec<T extends string, P> {
  type: T;
  /**
   * Changes the draft. Throws `CommandError` with a text for the author when the payload
   * cannot apply (nothing changes then). Must not read anything but its arguments.
   */
  apply(doc: Draft<SiteBundle>, payload: P, context: CommandContext): CommandOutcome | void;
  /**
   * Consecutive runs with the same key merge into one undo step until the history is marked
   * (a field losing focus, a colour picker released). Typing "Hello" is one step, not five.
   */
  mergeKey?(payload: P): string | undefined;
}

/** Declares a command; keeps the literal type so the union of commands is derived. */
export function defineCommand<const T extends string, P>(
  spec: CommandSpec<T, P>,
): CommandSpec<T, P> {
  return spec;
}

/** The key of a refusal's text in `strings.ts` (`command.…`). */
export type CommandMessageKey = keyof typeof en;

/** The placeholders of a text: `'A {{kind}} named "{{name}}"'` → `'kind' | 'name'`. */
type Placeholders<S> = S extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;
type ParamsOf<K extends CommandMessageKey> = {
  readonly [P in Placeholders<(typeof en)[K]>]: MessageParam;
};

/**
 * A text of `strings.ts` with a value for each of its placeholders (none when it has none), so
 * the author reads it in the editor's language.
 */
export type CommandMessage = {
  [K in CommandMessageKey]: [Placeholders<(typeof en)[K]>] extends [never]
    ? { key: K; params?: undefined }
    : { key: K; params: ParamsOf<K> };
}[CommandMessageKey];

/**
 * A placeholder's value: a name or number as it is, a label in the editor's language, another
 * text of `strings.ts`, or a list of them (joined with commas).
 */
export type MessageParam = string | number | Label | CommandMessage | CommandMessage[];

/** A text's keys and placeholder values, as i18next's `t` (or the English strings) takes them. */
export type Translate = (key: CommandMessageKey, values: Record<string, string>) => string;

/** The text of a message through `translate`, labels picked in `language` (`en`, `fr`). */
export function messageText(
  message: CommandMessage,
  language: string,
  translate: Translate,
): string {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries<MessageParam>(message.params ?? {})) {
    values[name] = paramText(value, language, translate);
  }
  return translate(message.key, values);
}

function paramText(value: MessageParam, language: string, translate: Translate): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((m) => messageText(m, language, translate)).join(', ');
  if ('key' in value) return messageText(value, language, translate);
  return labelIn(value, language);
}

/** The English strings, filled in as i18next does (no escaping). */
const english: Translate = (key, values) =>
  en[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

type ParamsArgs<K extends CommandMessageKey> = [Placeholders<(typeof en)[K]>] extends [never]
  ? []
  : [params: ParamsOf<K>];

/**
 * A refusal for the author (e.g. "An element cannot go inside itself."): the key of its text in
 * `strings.ts` and the placeholders' values, checked against the English text. `message` is
 * the English text, for logs and tests.
 */
export class CommandError<K extends CommandMessageKey = CommandMessageKey> extends Error {
  override name = 'CommandError';
  readonly refusal: CommandMessage;

  constructor(key: K, ...params: ParamsArgs<K>) {
    const refusal = { key, params: params[0] } as CommandMessage;
    super(messageText(refusal, 'en', english));
    this.refusal = refusal;
  }
}

/**
 * The shape of an editor command. Every edit of the site definition is one command: a pure
 * function of the draft document and a payload, run through immer so it yields patches (undo,
 * redo, autosave and crash recovery all work from them). One file per command in `commands/`.
 */
import type { Draft } from 'immer';
import type { ComponentDefinition } from '@catalogue/define.ts';
import type { SiteBundle } from '@shared/schema/site.ts';
import type { EditorUi } from './state.ts';

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
   * Changes the draft. Throws `CommandError` with a message for the author when the payload
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

/** A refusal with a message for the author (e.g. "An element cannot go inside itself."). */
export class CommandError extends Error {
  override name = 'CommandError';
}

/**
 * What the data commands (variables, formulas, collections) share: where the definitions live
 * (`site.json` or a page file), the name rules, checking a definition against its zod schema
 * (`shared/schema/logic.ts` is the truth) with a message for the author, and the add / update /
 * delete command shapes each kind's command file fills in.
 */
import { current as plain, type Draft } from 'immer';
import type { z } from 'zod';
import type { Collection, Formula, Variable } from '@shared/schema/logic.ts';
import type { SiteBundle } from '@shared/schema/site.ts';
import {
  CommandError,
  defineCommand,
  type CommandContext,
  type CommandMessage,
  type CommandSpec,
} from '../command.ts';
import { schemaReason } from '../schema-reason.ts';

/** Site-level definitions live in `site.json`; page-level ones in `pages/{pageId}.json`. */
export interface DataScopePayload {
  scope: 'site' | 'page';
  /** Required with `scope: 'page'`. */
  pageId?: string | null;
}

export type DataKind = 'variables' | 'formulas' | 'collections';
export type DefinitionOf<K extends DataKind> = K extends 'variables'
  ? Variable
  : K extends 'formulas'
    ? Formula
    : Collection;

/** The author's word for each kind, in messages (in the editor's language). */
export const KIND_NOUN: Record<DataKind, CommandMessage> = {
  variables: { key: 'command.data.kind.variables' },
  formulas: { key: 'command.data.kind.formulas' },
  collections: { key: 'command.data.kind.collections' },
};

/** Names are at most this long (they show in lists and formulas). */
export const MAX_NAME_LENGTH = 100;

/** The definitions of one kind in the file the payload names; refuses an unknown page. */
export function definitionsOf<K extends DataKind>(
  doc: Draft<SiteBundle> | SiteBundle,
  payload: DataScopePayload,
  kind: K,
): Record<string, DefinitionOf<K>> {
  if (payload.scope !== 'site' && payload.scope !== 'page') {
    throw new CommandError('command.data.scope');
  }
  return scopedMap(doc, payload.scope, payload.pageId, kind) as Record<string, DefinitionOf<K>>;
}

/** The logic a scope can hold, keyed as in `site.json` and the page files. */
export type ScopedKey = DataKind | 'workflows';

/**
 * One map of a scope — the site's (`site.json`) or a page file's — on the document or an immer
 * draft; refuses an unknown page. The data and the workflow commands all find theirs here.
 */
export function scopedMap<K extends ScopedKey>(
  doc: Draft<SiteBundle> | SiteBundle,
  scope: 'site' | 'page',
  pageId: string | null | undefined,
  key: K,
): SiteBundle['site'][K] {
  if (scope === 'site') return doc.site[key] as SiteBundle['site'][K];
  const file = pageId ? doc.pages[pageId] : undefined;
  if (!file) throw new CommandError('command.page.missing', { id: pageId ?? '' });
  return file[key] as SiteBundle['site'][K];
}

/** A definition by id in its scope, or a refusal naming what is missing. */
export function existingDefinition<K extends DataKind>(
  doc: Draft<SiteBundle>,
  payload: DataScopePayload,
  kind: K,
  id: string,
): DefinitionOf<K> {
  const all = definitionsOf(doc, payload, kind);
  const found = Object.hasOwn(all, id) ? all[id] : undefined;
  if (!found) throw new CommandError('command.data.missing', { kind: KIND_NOUN[kind], id });
  return found;
}

/**
 * A trimmed, usable name. Formulas read definitions as `variables['name']` or `variables.name`,
 * so quotes, backslashes and line breaks would make a name impossible to write.
 */
export function checkName(name: unknown, kind: DataKind): string {
  const trimmed = typeof name === 'string' ? name.trim() : '';
  const noun = KIND_NOUN[kind];
  if (trimmed === '') throw new CommandError('command.data.nameMissing', { kind: noun });
  if (trimmed.length > MAX_NAME_LENGTH) {
    throw new CommandError('command.data.nameTooLong', { kind: noun, max: MAX_NAME_LENGTH });
  }
  if (/['"`\\\r\n]/.test(trimmed)) {
    const code = `${kind}['${trimmed.replace(/['"`\\\r\n]/g, '')}']`;
    throw new CommandError('command.data.nameCharacters', { kind: noun, code });
  }
  return trimmed;
}

/**
 * Refuses a name already used by another definition of the kind that formulas would see beside
 * it: the site's and the page's definitions share one namespace (`variables.cart`), so a site
 * definition must differ from every page's, a page definition from the site's and its page's.
 */
export function checkUniqueName(
  doc: Draft<SiteBundle>,
  payload: DataScopePayload,
  kind: DataKind,
  name: string,
  exceptId?: string,
): void {
  const noun = KIND_NOUN[kind];
  const clash = (all: Record<string, { id: string; name: string }>) =>
    Object.values(all).some((d) => d.id !== exceptId && d.name === name);
  if (clash(doc.site[kind])) {
    throw new CommandError('command.data.siteHasName', { kind: noun, name });
  }
  const pages =
    payload.scope === 'site'
      ? Object.values(doc.pages)
      : [doc.pages[payload.pageId ?? '']].filter((p) => p !== undefined);
  for (const page of pages) {
    if (clash(page[kind])) {
      throw new CommandError('command.data.pageHasName', { page: page.pageId, kind: noun, name });
    }
  }
}

/** Checks a definition against its schema; refuses with the first problem, located. */
export function checkSchema<T>(schema: z.ZodType<T>, value: unknown, kind: DataKind): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? ` (${issue.path.join('.')})` : '';
  throw new CommandError('command.data.invalid', {
    kind: KIND_NOUN[kind],
    where,
    reason: schemaReason(schema, value, result.error),
  });
}

/** Undo steps of one field being typed into merge: `data:variables:site:cart:name`. */
export function dataMergeKey(
  kind: DataKind,
  payload: DataScopePayload & { id: string },
  fields: readonly string[],
): string {
  const where = payload.scope === 'site' ? 'site' : `page:${payload.pageId ?? ''}`;
  return `data:${kind}:${where}:${payload.id}:${[...fields].sort().join(',')}`;
}

/**
 * Writes the checked definition into the draft field by field, so the patches (undo, autosave)
 * carry only what changed, not the whole definition with its records. `before` is the plain
 * definition `next` was made from: fields it shares by reference are left alone.
 */
export function writeFields<T extends object>(draft: T, before: T, next: T): void {
  const target = draft as Record<string, unknown>;
  const old = before as Record<string, unknown>;
  const source = next as Record<string, unknown>;
  for (const key of Object.keys(old)) if (!Object.hasOwn(source, key)) delete target[key];
  for (const [key, value] of Object.entries(source)) {
    if (!Object.is(old[key], value)) target[key] = value;
  }
}

/** Names one definition of the scope (update and delete commands). */
export interface DataIdPayload extends DataScopePayload {
  id: string;
}

/**
 * An add command: refuses an unknown page, then a blank, unwritable or taken name, then whatever
 * `build` refuses; the definition `build` makes (with its `newId`) is checked against `schema`
 * and stored under its id.
 */
export function defineAddCommand<
  const T extends string,
  K extends DataKind,
  P extends DataScopePayload & { name: string },
>(
  type: T,
  kind: K,
  schema: z.ZodType<DefinitionOf<K>>,
  build: (name: string, payload: P, context: CommandContext) => DefinitionOf<K>,
): CommandSpec<T, P> {
  return defineCommand({
    type,
    apply(doc, payload: P, context) {
      const all = definitionsOf(doc, payload, kind);
      const name = checkName(payload.name, kind);
      checkUniqueName(doc, payload, kind, name);
      const definition = build(name, payload, context);
      all[definition.id] = checkSchema(schema, definition, kind);
    },
  });
}

/**
 * An update command: refuses an unknown definition, then a blank, unwritable or taken new name;
 * `change` applies the other fields to `next` (a plain copy of `current`), the result is checked
 * against `schema` and written field by field. Typing into one field is one undo step.
 */
export function defineUpdateCommand<
  const T extends string,
  K extends DataKind,
  P extends DataIdPayload & { changes: { name?: unknown } },
>(
  type: T,
  kind: K,
  schema: z.ZodType<DefinitionOf<K>>,
  change: (next: DefinitionOf<K>, current: DefinitionOf<K>, payload: P) => void,
): CommandSpec<T, P> {
  return defineCommand({
    type,
    apply(doc, payload: P) {
      const found = existingDefinition(doc, payload, kind, payload.id);
      const current = plain<DefinitionOf<K>>(found as Draft<DefinitionOf<K>>);
      const next: DefinitionOf<K> = { ...current };
      const { name } = payload.changes;
      if (name !== undefined) {
        next.name = checkName(name, kind);
        if (next.name !== current.name) {
          checkUniqueName(doc, payload, kind, next.name, current.id);
        }
      }
      change(next, current, payload);
      checkSchema(schema, next, kind);
      writeFields(existingDefinition(doc, payload, kind, payload.id), current, next);
    },
    mergeKey: (payload) => dataMergeKey(kind, payload, Object.keys(payload.changes)),
  });
}

/** A delete command: removes the definition from its scope; refuses an unknown one. */
export function defineDeleteCommand<const T extends string>(
  type: T,
  kind: DataKind,
): CommandSpec<T, DataIdPayload> {
  return defineCommand({
    type,
    apply(doc, payload: DataIdPayload) {
      existingDefinition(doc, payload, kind, payload.id);
      delete definitionsOf(doc, payload, kind)[payload.id];
    },
  });
}

/**
 * The Data panel's use of the store: one kind of definition in one scope, narrowly selected, and
 * the changes of one definition.
 */
import type { Collection, Formula, Variable } from '@shared/schema/logic.ts';
import { useDispatch } from '../../app/use-dispatch.ts';
import { useEditor, useEditorStore } from '../../store/hooks.ts';
import type { DataScopePayload } from '../../store/commands/data-scope.ts';
import type { Command } from '../../store/commands/index.ts';

export type DataTab = 'variables' | 'formulas' | 'collections';

type Definitions = {
  variables: Record<string, Variable>;
  formulas: Record<string, Formula>;
  collections: Record<string, Collection>;
};

const NONE = {};

/** The definitions of `kind` where `scope` says (the same object until they change). */
export function useDefinitions<K extends DataTab>(
  scope: DataScopePayload,
  kind: K,
): Definitions[K] {
  return useEditor((s) => {
    if (scope.scope === 'site') return s.doc.site[kind];
    const page = scope.pageId ? s.doc.pages[scope.pageId] : undefined;
    return (page?.[kind] ?? NONE) as Definitions[K];
  }) as Definitions[K];
}

type UpdateType = 'update-variable' | 'update-formula' | 'update-collection';
type ChangesOf<T extends UpdateType> = Extract<Command, { type: T }>['payload']['changes'];

/**
 * Changing one definition through its `update-…` command: `update` while typing (merged into one
 * undo step), `commit` for a whole change (ends the step), `mark` to end it on leaving a field.
 * `update` and `commit` return the command's refusal, or null.
 */
export function useDefinitionUpdate<T extends UpdateType>(
  type: T,
  scope: DataScopePayload,
  id: string,
) {
  const dispatch = useDispatch();
  const store = useEditorStore();
  const update = (changes: ChangesOf<T>): string | null => {
    const result = dispatch({ type, payload: { ...scope, id, changes } } as Command);
    return result.ok ? null : result.error;
  };
  const commit = (changes: ChangesOf<T>): string | null => {
    const refused = update(changes);
    store.mark();
    return refused;
  };
  const mark = () => store.mark();
  return { update, commit, mark };
}

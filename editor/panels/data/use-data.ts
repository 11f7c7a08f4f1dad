/** The Data panel's reads of the store: one kind of definition in one scope, narrowly selected. */
import type { Collection, Formula, Variable } from '@shared/schema/logic.ts';
import { useEditor } from '../../store/hooks.ts';
import type { DataScopePayload } from '../../store/commands/data-scope.ts';

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

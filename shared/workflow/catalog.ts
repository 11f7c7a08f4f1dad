/**
 * What the workflow editor lists of the core actions: each folder's definition (type, effects)
 * joined with its docs (`actions/<type>/<type>.docs.ts`: label, parameters, branches), in their
 * `order`. Editor-only, as `formula/helpers/catalog.ts`: the visitors' engine never imports it.
 */
import type { ActionDefinition, ActionDocs } from './actions/define.ts';
import { CORE_ACTION_DEFINITIONS } from './registry.ts';

export interface CoreActionEntry extends ActionDocs {
  readonly type: string;
  readonly effects: ActionDefinition['effects'];
}

const docs = import.meta.glob<ActionDocs>('./actions/*/*.docs.ts', {
  eager: true,
  import: 'default',
});

/** `./actions/log/log.docs.ts` → `log` (the folder, and the file named as it). */
const DOCS_FILE = /\/actions\/([\w-]+)\/([\w-]+)\.docs\.ts$/;

export function joinDocs(
  definitions: Readonly<Record<string, ActionDefinition>>,
  found: Readonly<Record<string, ActionDocs>>,
): CoreActionEntry[] {
  const byType = new Map<string, ActionDocs>();
  for (const [path, entry] of Object.entries(found)) {
    const [, folder, file] = DOCS_FILE.exec(path) ?? [];
    if (folder && folder === file) byType.set(folder, entry);
  }
  return Object.values(definitions)
    .map((definition) => {
      const entry = byType.get(definition.type);
      if (!entry) {
        throw new Error(
          `shared/workflow/actions/${definition.type}/ has no ${definition.type}.docs.ts`,
        );
      }
      return { ...entry, type: definition.type, effects: definition.effects };
    })
    .sort((a, b) => a.order - b.order || a.type.localeCompare(b.type));
}

/** Every core action with its docs, in the editor's order. */
export const CORE_ACTION_CATALOG: readonly CoreActionEntry[] = joinDocs(
  CORE_ACTION_DEFINITIONS,
  docs,
);

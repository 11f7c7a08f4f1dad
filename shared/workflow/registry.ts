/**
 * The core actions by type, found in their folders (`actions/<type>/index.ts`, see
 * `actions/define.ts`); plugin actions are not here but given in `WorkflowContext.actions`.
 * Vite (the apps, the server renderer's build, Vitest) rewrites the glob into the folders'
 * modules; plain Node (tsx) has no `import.meta.glob`, and nothing it runs imports this module.
 */
import type { ActionHandler } from './context.ts';
import type { ActionDefinition } from './actions/define.ts';

const modules = import.meta.glob<ActionDefinition>('./actions/*/index.ts', {
  eager: true,
  import: 'default',
});

/** `./actions/log/index.ts` → `log`. */
const FOLDER = /\/actions\/([\w-]+)\/index\.ts$/;

/** The definitions by type; a folder whose definition names another type is a build error. */
export function definitionsByType(
  found: Readonly<Record<string, ActionDefinition>>,
): Readonly<Record<string, ActionDefinition>> {
  const byType: Record<string, ActionDefinition> = {};
  for (const [path, definition] of Object.entries(found)) {
    const folder = FOLDER.exec(path)?.[1];
    if (!definition || definition.type !== folder) {
      throw new Error(
        `shared/workflow/actions/${folder}/index.ts must default-export defineAction({ type: '${folder}', … })`,
      );
    }
    byType[folder] = definition;
  }
  return Object.freeze(byType);
}

export const CORE_ACTION_DEFINITIONS = definitionsByType(modules);

export const CORE_ACTIONS: Readonly<Record<string, ActionHandler>> = Object.freeze(
  Object.fromEntries(
    Object.entries(CORE_ACTION_DEFINITIONS).map(([type, definition]) => [type, definition.run]),
  ),
);

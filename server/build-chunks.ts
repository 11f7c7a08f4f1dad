/**
 * Fewer files before the editor's first frame. Built by default, the editor's page needed 21
 * scripts and its canvas frame 9: the bundler cuts the modules both load into many small
 * chunks (one per set of lazy chunks that also use them), and the browser fetches six at a time
 * from one host, so the last ones waited ~0.1 s in its queue (2,000-element bench).
 *
 * The editor's build pass (`editor,canvas`) therefore puts, after the module graph is known:
 * - every module both pages load at start, and every module the editor loads at start that the
 *   canvas frame may load later (the formula engine's code), in one chunk, `editor-common`;
 * - every other module the editor loads at start in one chunk, `editor-start`.
 * Modules of the lazy chunks (panels, components, Monaco) are not touched, nor react and the
 * editor's icons (their own groups). The runtime's pass is unchanged: a visitor's page loads
 * what its components need and nothing of the editor.
 */
import type { Plugin } from 'vite';

interface GraphInfo {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/** Every module reachable from `start` by static imports (and dynamic ones when `lazy`). */
export function reachable(
  start: string,
  info: (id: string) => GraphInfo | null,
  lazy = false,
): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const module = info(id);
    if (!module) continue;
    queue.push(...module.importedIds);
    if (lazy) queue.push(...module.dynamicallyImportedIds);
  }
  return seen;
}

/**
 * Lucide's icon modules: its barrel, which the editor imports, re-exports all ~1,600, and the
 * bundler drops the unused ones only after a group would have claimed them. The icons the
 * editor uses have their own group (`build-icons.ts`); the runtime loads the others by name.
 */
const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

export interface StartChunks {
  /** Loaded at start by both pages, or by the editor at start and the frame later. */
  common: Set<string>;
  /** Loaded at start by the editor alone. */
  editor: Set<string>;
}

/**
 * The two groups, from the editor's static closure and everything the canvas frame may ever
 * load. The entries' own modules are left out (each stays in its entry chunk), and so are the
 * lazy chunks: a module no entry imports statically is not in the editor's closure.
 */
export function startChunks(
  editorEntry: string,
  canvasEntry: string,
  info: (id: string) => GraphInfo | null,
): StartChunks {
  const canvasEver = reachable(canvasEntry, info, true);
  const plan: StartChunks = { common: new Set(), editor: new Set() };
  for (const id of reachable(editorEntry, info)) {
    if (id === editorEntry || id === canvasEntry || LUCIDE_ICON.test(id)) continue;
    (canvasEver.has(id) ? plan.common : plan.editor).add(id);
  }
  return plan;
}

/**
 * The plugin that reads the graph, and the groups that use what it read. `entries`: the two
 * HTML entries' absolute paths, as given to the bundler (their module ids).
 */
export function editorStartChunks(entries: { editor: string; canvas: string }): {
  plugin: Plugin;
  groups: Array<{ name: string; test: (id: string) => boolean }>;
} {
  let plan: StartChunks | null = null;
  const plugin: Plugin = {
    name: 'baobab-editor-start-chunks',
    apply: 'build',
    buildEnd(error) {
      // A failed build reports its own error; the graph is incomplete then.
      if (error) return;
      if (!this.getModuleInfo(entries.editor)) {
        throw new Error(`editor start chunks: the entry ${entries.editor} is not in the build`);
      }
      // The editor built alone (`BAOBAB_BUILD_APPS=editor`): no frame, so nothing in common.
      plan = startChunks(entries.editor, entries.canvas, (id) => this.getModuleInfo(id));
    },
  };
  const member = (pick: (p: StartChunks) => Set<string>) => (id: string) =>
    plan !== null && pick(plan).has(id);
  return {
    plugin,
    groups: [
      { name: 'editor-common', test: member((p) => p.common) },
      { name: 'editor-start', test: member((p) => p.editor) },
    ],
  };
}

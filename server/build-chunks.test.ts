import { describe, expect, it } from 'vitest';
import { reachable, startChunks } from './build-chunks.ts';

/** A module graph: id → [static imports, dynamic imports]. */
function graph(edges: Record<string, [string[], string[]?]>) {
  return (id: string) => {
    const edge = edges[id];
    return edge ? { importedIds: edge[0], dynamicallyImportedIds: edge[1] ?? [] } : null;
  };
}

const ICON = '/repo/node_modules/lucide-react/dist/esm/icons/plus.mjs';
const info = graph({
  'editor.html': [['editor/main.tsx']],
  'editor/main.tsx': [['shared/schema.ts', 'editor/shell.tsx', 'lucide.mjs'], ['editor/panel.tsx']],
  'editor/shell.tsx': [['shared/formula.ts', 'editor/i18n.ts']],
  'editor/panel.tsx': [['editor/i18n.ts', 'editor/panel-only.ts']],
  'lucide.mjs': [[ICON]],
  'frame.html': [['canvas/main.tsx']],
  'canvas/main.tsx': [['shared/schema.ts'], ['runtime/engine.ts', 'catalogue/map.tsx']],
  'runtime/engine.ts': [['shared/formula.ts']],
});

describe("the editor's start chunks", () => {
  it('follows static imports, and dynamic ones when asked', () => {
    expect([...reachable('canvas/main.tsx', info)].sort()).toEqual([
      'canvas/main.tsx',
      'shared/schema.ts',
    ]);
    expect(reachable('canvas/main.tsx', info, true)).toContain('shared/formula.ts');
  });

  it('stops at a cycle', () => {
    const cyclic = graph({ a: [['b']], b: [['a']] });
    expect([...reachable('a', cyclic)].sort()).toEqual(['a', 'b']);
  });

  it("puts what the canvas loads, now or later, in the common chunk, the editor's own rest in its start", () => {
    const plan = startChunks('editor.html', 'frame.html', info);
    // Loaded by both at start, and loaded at start by the editor and later by the canvas.
    expect([...plan.common].sort()).toEqual(['shared/formula.ts', 'shared/schema.ts']);
    expect([...plan.editor].sort()).toEqual([
      'editor/i18n.ts',
      'editor/main.tsx',
      'editor/shell.tsx',
      'lucide.mjs',
    ]);
  });

  it("leaves out the entries, the lazy chunks' own modules and lucide's icon files", () => {
    const plan = startChunks('editor.html', 'frame.html', info);
    const grouped = new Set([...plan.common, ...plan.editor]);
    for (const id of [
      'editor.html',
      'frame.html',
      'editor/panel.tsx',
      'editor/panel-only.ts',
      'runtime/engine.ts',
      'catalogue/map.tsx',
      ICON,
    ])
      expect(grouped, id).not.toContain(id);
  });
});

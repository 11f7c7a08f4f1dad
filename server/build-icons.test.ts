import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { editorIconModules, iconFilesByName, importedIconNames } from './build-icons.ts';

describe("the editor's icons, grouped in its build", () => {
  it('reads the names imported from lucide-react, with aliases, without type imports', () => {
    const names = importedIconNames([
      "import { Plus, Workflow as WorkflowIcon } from 'lucide-react';",
      "import {\n  ChevronDown,\n  type LucideProps,\n} from 'lucide-react';",
      "import { Other } from 'elsewhere';",
    ]);
    expect([...names].sort()).toEqual(['ChevronDown', 'Plus', 'Workflow']);
  });

  it("maps every exported name of lucide's entry to its icon file", () => {
    const files = iconFilesByName(
      "export { default as GripVertical, default as GripVerticalIcon } from './icons/grip-vertical.mjs';\n" +
        "export { createLucideIcon } from './createLucideIcon.mjs';",
    );
    expect(files.get('GripVertical')).toBe('./icons/grip-vertical.mjs');
    expect(files.get('GripVerticalIcon')).toBe('./icons/grip-vertical.mjs');
    expect(files.has('createLucideIcon')).toBe(false);
  });

  it("finds the real editor's icons among lucide's files", () => {
    const modules = [...editorIconModules(fileURLToPath(new URL('..', import.meta.url)))];
    expect(modules.length).toBeGreaterThan(20);
    expect(modules.some((path) => path.endsWith('/icons/grip-vertical.mjs'))).toBe(true);
  });

  it('names the modules by their real path when node_modules is a link (a shared worktree)', () => {
    const repository = fileURLToPath(new URL('..', import.meta.url));
    const root = mkdtempSync(join(tmpdir(), 'icons-'));
    try {
      mkdirSync(join(root, 'editor'));
      writeFileSync(join(root, 'editor/a.tsx'), "import { GripVertical } from 'lucide-react';\n");
      symlinkSync(join(repository, 'node_modules'), join(root, 'node_modules'));
      const real = realpathSync(join(repository, 'node_modules/lucide-react/dist/esm/icons'));
      expect([...editorIconModules(root)]).toEqual([join(real, 'grip-vertical.mjs')]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

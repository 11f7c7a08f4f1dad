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
});

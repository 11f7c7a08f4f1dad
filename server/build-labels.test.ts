import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isDefinitionFile, stripLabels } from './build-labels.ts';

describe('stripLabels', () => {
  it("empties the texts of literal labels, calls and plugins' objects, and nothing else", () => {
    const source = [
      "const a = { label: label('Font size', 'Taille de police'), default: 'Enter a value' };",
      'const b = label(\n  "It\'s long",\n  `Très « long »`,\n);',
      "const c = { label: { en: 'Site key', fr: 'Clé du site' }, fallback: { en: 'Hi', fr: 'Salut' } };",
      "const d = label(name, 'Nom');",
      "const e = label(`${x}`, 'y');",
    ].join('\n');
    expect(stripLabels(source)).toBe(
      [
        "const a = { label: label('', ''), default: 'Enter a value' };",
        "const b = label('', '');",
        "const c = { label: { en: '', fr: '' }, fallback: { en: 'Hi', fr: 'Salut' } };",
        // Not two literals: left as written.
        "const d = label(name, 'Nom');",
        "const e = label(`${x}`, 'y');",
      ].join('\n'),
    );
  });

  it('applies to definitions, form fields, style properties and plugin definitions only', () => {
    expect(isDefinitionFile('/app/catalogue/select/definition.ts')).toBe(true);
    expect(isDefinitionFile('/app/catalogue/form-fields.ts')).toBe(true);
    expect(isDefinitionFile('/app/catalogue/properties/style/layout.ts?v=1')).toBe(true);
    expect(isDefinitionFile('/app/plugins/orders/settings.ts')).toBe(true);
    expect(isDefinitionFile('/app/plugins/auth/plugin.ts')).toBe(true);
    expect(isDefinitionFile('/app/catalogue/select/Select.tsx')).toBe(false);
    expect(isDefinitionFile('/app/catalogue/select/texts.ts')).toBe(false);
    expect(isDefinitionFile('/app/plugins/payment/messages.ts')).toBe(false);
    expect(isDefinitionFile('/app/runtime/render/ElementView.tsx')).toBe(false);
  });

  it('leaves no literal label text in any definition file of the repository', async () => {
    const files: string[] = [];
    for (const root of ['catalogue', 'plugins']) {
      for (const entry of await readdir(root, { recursive: true })) {
        const path = join(root, entry);
        if (isDefinitionFile(`/${path}`) && !/\.test\.ts$/.test(path)) files.push(path);
      }
    }
    expect(files.length).toBeGreaterThan(30);
    const left: string[] = [];
    for (const path of files) {
      const stripped = stripLabels(await readFile(path, 'utf8'));
      // A label whose texts are still there is one the runtime's bundle would carry.
      // Computed labels (a template with `${}`) stay: they are few and not literal.
      for (const match of stripped.matchAll(
        /\blabel\(\s*['"`](?!['"`])|\blabel:\s*\{\s*en:\s*['"`](?!['"`])/g,
      ))
        if (!/^[^\n]*\$\{/.test(stripped.slice(match.index, match.index + 80)))
          left.push(`${path}: ${stripped.slice(match.index, match.index + 60)}`);
    }
    expect(left).toEqual([]);
  });
});

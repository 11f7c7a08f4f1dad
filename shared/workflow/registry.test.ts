import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defineAction } from './actions/define.ts';
import { CORE_ACTION_CATALOG, joinDocs } from './catalog.ts';
import { CORE_ACTION_DEFINITIONS, CORE_ACTIONS, definitionsByType } from './registry.ts';

const ACTIONS = `${import.meta.dirname}/actions`;
const folders = readdirSync(ACTIONS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const run = () => undefined;

describe('core actions, one folder each', () => {
  it('finds every folder: its definition, its docs and its test', () => {
    expect(folders.length).toBeGreaterThanOrEqual(26);
    expect(Object.keys(CORE_ACTIONS).sort()).toEqual(folders);
    expect(CORE_ACTION_CATALOG.map((entry) => entry.type).sort()).toEqual(folders);
    for (const folder of folders) {
      const files = readdirSync(`${ACTIONS}/${folder}`);
      expect(files, folder).toEqual(
        expect.arrayContaining(['index.ts', `${folder}.docs.ts`, `${folder}.test.ts`]),
      );
    }
  });

  it('declares every effect its handler calls', () => {
    for (const folder of folders) {
      const source = readFileSync(`${ACTIONS}/${folder}/index.ts`, 'utf8');
      const called = new Set(
        [...source.matchAll(/\beffects\??\.(\w+)\b(?!')/g)].map((match) => match[1]),
      );
      for (const match of source.matchAll(/const \{([^}]+)\} = ctx\.effects/g))
        for (const name of match[1]!.split(',')) called.add(name.trim());
      called.delete('call');
      const declared = CORE_ACTION_DEFINITIONS[folder]!.effects;
      expect(declared, folder).toEqual(expect.arrayContaining([...called]));
    }
  });

  it('refuses a folder whose definition names another type', () => {
    const definition = defineAction({ type: 'log', effects: [], run });
    expect(definitionsByType({ './actions/log/index.ts': definition })).toEqual({
      log: definition,
    });
    expect(() => definitionsByType({ './actions/note/index.ts': definition })).toThrow(
      "shared/workflow/actions/note/index.ts must default-export defineAction({ type: 'note', … })",
    );
  });

  it('lists them in the docs’ order, and refuses an action without docs', () => {
    expect(CORE_ACTION_CATALOG.slice(0, 4).map((entry) => entry.type)).toEqual([
      'set-variable',
      'reset-variables',
      'custom-code',
      'true-false-split',
    ]);
    const orders = CORE_ACTION_CATALOG.map((entry) => entry.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const definitions = { note: defineAction({ type: 'note', effects: [], run }) };
    expect(() => joinDocs(definitions, {})).toThrow(
      'shared/workflow/actions/note/ has no note.docs.ts',
    );
  });
});

/**
 * The direction of imports (eslint.imports.js): lint refuses a deliberate violation of each rule
 * and accepts what the rules allow, and no import circle spans two parts of the builder (two
 * top-level folders, a folder and its server half, a plugin's halves, a half and `server/`).
 */
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_DEPTH } from '../../eslint.imports.js';
import { circles, importGraph, sourceFiles, unitOf } from './import-graph.ts';

const ROOT = new URL('../../', import.meta.url);

describe('lint refuses an import against the direction of the layers', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: ROOT.pathname });
  });

  /** The messages of `no-restricted-imports` for one import written in this file. */
  async function refusals(file: string, specifier: string): Promise<string[]> {
    const code = `import { x } from '${specifier}';\nexport const y = x;\n`;
    const [result] = await eslint.lintText(code, { filePath: new URL(file, ROOT).pathname });
    return result!.messages
      .filter((message) => message.ruleId === 'no-restricted-imports')
      .map((message) => message.message);
  }

  it.each([
    ['shared/schema/new.ts', '@runtime/app/App.tsx', 'shared/ imports only shared'],
    ['shared/schema/new.ts', '@catalogue/registry.ts', 'shared/ imports only shared'],
    ['catalogue/button/new.ts', '@editor/app/App.tsx', 'catalogue/ imports only catalogue, shared'],
    ['plugins/orders/new.ts', '@runtime/app/App.tsx', 'plugins/ imports only plugins, shared'],
    ['runtime/render/new.ts', '@editor/store/store.ts', 'runtime/ imports only runtime'],
    ['runtime/render/new.ts', '@server/contract.ts', 'runtime/ imports only runtime'],
    ['runtime/render/new.ts', '../server/routes.ts', 'Client code never imports server code'],
    ['editor/app/new.ts', '@editor/server/routes.ts', 'Client code never imports server code'],
    ['plugins/orders/runtime.ts', './server/index.ts', 'Client code never imports server code'],
    ['plugins/sound/client/new.ts', '@plugins/orders/server/shop.ts', 'never imports server'],
    ['runtime/render/new.ts', '../../shared/routing/match-page.ts', 'through its alias'],
    ['editor/canvas/new.ts', '@runtime/render/events.ts', 'only its surface'],
    ['editor/canvas/new.ts', '@runtime/state/site-runtime.tsx', 'only its surface'],
    ['plugins/orders/server/new.ts', '@server/app.ts', 'Only the composition root'],
    ['runtime/server/new.ts', '@server/plugin-servers.ts', 'Only the composition root'],
    ['server/publishing/new.ts', '../app.ts', 'Only the composition root'],
    ['server/publishing/new.ts', '../../runtime/ssr.tsx', 'through its alias'],
  ])('%s importing %s', async (file, specifier, message) => {
    const found = await refusals(file, specifier);
    expect(found.length, `no refusal of ${specifier} in ${file}`).toBeGreaterThan(0);
    expect(found.join('\n')).toContain(message);
  });

  it.each([
    ['shared/schema/new.ts', './values.ts'],
    ['runtime/render/new.ts', '@catalogue/registry.ts'],
    ['runtime/render/new.ts', '@plugins/define.ts'],
    ['editor/app/new.ts', '@runtime/render/index.ts'],
    ['editor/canvas/new.ts', '@runtime/render/ElementView.tsx'],
    ['plugins/orders/server/new.ts', '@server/contract.ts'],
    ['plugins/orders/server/new.ts', '../plugin.ts'],
    ['runtime/server/new.ts', '@runtime/render/index.ts'],
    ['server/new.ts', '@plugins/orders/server/index.ts'],
    ['server/app.ts', './plugin-servers.ts'],
  ])('%s may import %s', async (file, specifier) => {
    expect(await refusals(file, specifier)).toEqual([]);
  });
});

describe('import circles', () => {
  it('finds a circle through type imports and dynamic imports', () => {
    const sources: Record<string, string> = {
      'server/app.ts': "import { routes } from '@runtime/server/routes.ts';",
      'runtime/server/routes.ts': "import type { ServerContext } from '@server/app.ts';",
      'runtime/app/a.ts': "const b = () => import('./b.ts');",
      'runtime/app/b.ts': "export { a } from './a.ts';",
    };
    const graph = importGraph(Object.keys(sources), (file) => sources[file]!);
    expect(circles(graph)).toEqual([
      ['runtime/server/routes.ts', 'server/app.ts'],
      ['runtime/app/a.ts', 'runtime/app/b.ts'],
    ]);
  });

  it('none spans two parts of the builder', () => {
    const files = sourceFiles(ROOT);
    const graph = importGraph(files, (file) => readFileSync(new URL(file, ROOT), 'utf8'));
    const spanning = circles(graph).filter((circle) => new Set(circle.map(unitOf)).size > 1);
    expect(spanning).toEqual([]);
    expect(files.length).toBeGreaterThan(500);
  });

  it('every source file is within the depth the lint rules are written for', () => {
    const files = sourceFiles(ROOT);
    expect(files.filter((file) => file.split('/').length > MAX_DEPTH + 1)).toEqual([]);
  });
});

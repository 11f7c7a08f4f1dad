/**
 * The house rule "no source file over 500 lines" (tests and stories aside): a file that grows past
 * it is split where its parts separate (see `runtime/render/resolve-element.ts`, `slots.tsx`,
 * `plan.ts` and `inline-leaf.tsx`, out of `ElementView.tsx`, which stays under 300).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from './import-graph.ts';

const ROOT = new URL('../../', import.meta.url);
const MAX_LINES = 500;

describe('source files', () => {
  it(`are at most ${MAX_LINES} lines`, () => {
    const files = sourceFiles(ROOT).filter((file) => !file.includes('/testing/'));
    const long = files
      .map((file) => ({
        file,
        lines: readFileSync(new URL(file, ROOT), 'utf8').split('\n').length - 1,
      }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
    expect(files.length).toBeGreaterThan(500);
  });

  it('keep the element view thin: the stages of rendering live beside it (under 300 lines)', () => {
    const view = readFileSync(new URL('runtime/render/ElementView.tsx', ROOT), 'utf8');
    expect(view.split('\n').length - 1).toBeLessThan(300);
  });
});

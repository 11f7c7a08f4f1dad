/**
 * `catalogue/README.md` carries the catalogue table, current and without gaps. To refresh it
 * after adding a component or a story: `UPDATE_CATALOGUE_TABLE=1 npx vitest run catalogue/readme` (then `npx prettier --write catalogue/README.md`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueRow, catalogueTable, hasGap } from './catalogue-table.ts';
import { componentDefinitions } from './definitions.ts';
import type { ComponentSeeds } from './seeds.ts';

const seedModules = import.meta.glob<Record<string, ComponentSeeds>>('./*/seeds.ts', {
  eager: true,
});
const stories = import.meta.glob<string>('./*/*.stories.tsx', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const tests = import.meta.glob<string>('./*/*.test.{ts,tsx}', {
  eager: true,
  query: '?raw',
  import: 'default',
});

const folderOf = (path: string) => path.split('/')[1]!;
const sourcesIn = (files: Record<string, string>, folder: string) =>
  Object.entries(files)
    .filter(([path]) => folderOf(path) === folder)
    .map(([, source]) => source);

const rows = Object.values(componentDefinitions)
  .map((definition) => {
    const module = seedModules[`./${definition.type}/seeds.ts`];
    const seeds = module ? Object.values(module)[0] : undefined;
    return seeds
      ? catalogueRow(
          definition,
          seeds,
          sourcesIn(stories, definition.type),
          sourcesIn(tests, definition.type),
        )
      : undefined;
  })
  .filter((row) => row !== undefined)
  .sort((a, b) => a.label.localeCompare(b.label));

/** A markdown table without its padding (Prettier aligns the columns of the README's copy). */
const normalise = (table: string) =>
  table
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .map((cell) => cell.trim().replace(/^(:?)-+(:?)$/, '$1-$2'))
        .join('|'),
    )
    .join('\n');

const START = '<!-- catalogue-table -->';
const END = '<!-- /catalogue-table -->';
const readmePath = new URL('./README.md', import.meta.url);

describe('catalogue/README.md', () => {
  it('every component has a seeds transcription in its folder', () => {
    const without = Object.keys(componentDefinitions).filter(
      (type) => !seedModules[`./${type}/seeds.ts`],
    );
    expect(without).toEqual([]);
  });

  it('no component has a gap: every name of the seeds declared, stories and tests present', () => {
    expect(rows.filter(hasGap).map((row) => `${row.type}: ${row.missing.join(', ')}`)).toEqual([]);
  });

  it('shows the current table', () => {
    const table = catalogueTable(rows);
    const readme = readFileSync(readmePath, 'utf8');
    const current = readme.slice(readme.indexOf(START) + START.length, readme.indexOf(END)).trim();
    if (process.env.UPDATE_CATALOGUE_TABLE && normalise(current) !== normalise(table)) {
      writeFileSync(
        readmePath,
        `${readme.slice(0, readme.indexOf(START) + START.length)}\n${table}\n${readme.slice(readme.indexOf(END))}`,
      );
      return;
    }
    expect(normalise(current)).toBe(normalise(table));
  });
});

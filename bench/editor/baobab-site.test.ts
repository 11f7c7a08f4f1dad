import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '@shared/schema/load.ts';
import { benchSiteFiles } from './baobab-page.ts';
import { picture, writeBenchSite } from './baobab-site.ts';
import { benchTree, SIZES, walk } from './page-tree.ts';

describe('the editor benchmark page', () => {
  it.each(SIZES)('holds exactly %i elements, ids unique, targets in the middle', (size) => {
    const tree = benchTree(size);
    const nodes = [...walk(tree.roots)];
    expect(nodes).toHaveLength(size);
    expect(tree.count).toBe(size);
    expect(new Set(nodes.map((n) => n.id)).size).toBe(size);
    const byId = new Map(nodes.map((n) => [n.id, n]));
    expect(byId.get(tree.targets.text)).toMatchObject({ kind: 'text', tag: 'h3' });
    const parentOf = (id: string) =>
      nodes.find((n) => n.kind === 'box' && n.children.some((c) => c.id === id));
    const row = parentOf(tree.targets.moved);
    expect(row).toMatchObject({ role: 'row' });
    expect(parentOf(tree.targets.before)).toBe(row);
    const order = row!.kind === 'box' ? row!.children.map((c) => c.id) : [];
    expect(order.indexOf(tree.targets.before)).toBe(order.indexOf(tree.targets.moved) - 1);
    expect(parentOf(tree.targets.text)?.id).toBe(tree.targets.moved);
    const position = nodes.findIndex((n) => n.id === tree.targets.moved) / size;
    expect(position).toBeGreaterThan(0.4);
    expect(position).toBeLessThan(0.6);
  });

  it('is the same tree every time', () => {
    expect(benchTree(500)).toEqual(benchTree(500));
  });

  it.each(SIZES)('is a valid Baobab site of %i elements', (size) => {
    const { site, page } = benchSiteFiles(size);
    const result = loadSite({
      'site.json': JSON.stringify(site),
      'pages/home.json': JSON.stringify(page),
    });
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(Object.keys(result.bundle!.pages.home!.elements)).toHaveLength(size);
  });

  it('writes the site folder with its pictures', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'editor-bench-test-'));
    try {
      const id = await writeBenchSite(dir, 500);
      expect(await readdir(join(dir, id))).toEqual(
        expect.arrayContaining(['site.json', 'pages', 'assets']),
      );
      const assets = await readdir(join(dir, id, 'assets'));
      expect(assets).toContain('bench-0.png');
      const png = await readFile(join(dir, id, 'assets', 'bench-0.png'));
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(png.equals(picture(0))).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

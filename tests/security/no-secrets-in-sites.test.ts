/**
 * Site folders can be committed to git without secrets (issue 28): every set private setting of
 * every site in `sites/` is a reference to the secrets store (`extractSecrets` finds nothing to
 * move), and no file under `sites/` holds anything shaped like a key (what `git grep` would find).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '@plugins/datasource/server/migrations.ts';
import { extractSecrets } from '@server/site-secrets/sites.ts';

const SITES = 'sites';

/** Shapes of keys: Stripe's secret, restricted and webhook keys, the records API's tokens, PEM. */
const KEY_SHAPES = [
  /\b[sr]k_(test|live)_[A-Za-z0-9_]{6,}/,
  /\bwhsec_[A-Za-z0-9]{6,}/,
  /\bpat[A-Za-z0-9]{14,}\.[A-Za-z0-9-]{8,}/,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
];

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe('sites/ holds no secret', () => {
  it('every set private setting of every site is a reference to the secrets store', async () => {
    const sites = (await readdir(SITES, { withFileTypes: true })).filter((e) => e.isDirectory());
    expect(sites.length).toBeGreaterThan(0);
    for (const site of sites) {
      const text = await readFile(join(SITES, site.name, 'site.json'), 'utf8');
      expect(extractSecrets(text).secrets, site.name).toEqual([]);
    }
  });

  it('no file under sites/ holds anything shaped like a key', async () => {
    const files = await filesUnder(SITES);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      for (const shape of KEY_SHAPES) expect(shape.test(text), `${file}: ${shape}`).toBe(false);
    }
  });

  it('the shapes would catch the stand-ins’ own keys', () => {
    for (const key of ['sk_test_local_cross-border-shop', 'whsec_0123456789abcdef', DEMO_API_KEY])
      expect(
        KEY_SHAPES.some((shape) => shape.test(key)),
        key,
      ).toBe(true);
  });
});

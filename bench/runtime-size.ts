/**
 * What a visitor's browser downloads to start the runtime: the JavaScript and CSS that the
 * built `runtime/index.html` loads (entry and module preloads), raw and gzip-compressed.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildFrontEnds, buildIsStale } from '@server/build.ts';
import { DIST_DIR } from '@server/front-end.ts';

export interface AssetSize {
  file: string;
  bytes: number;
  gzip: number;
}

export async function runtimeStartupAssets(): Promise<AssetSize[]> {
  if (await buildIsStale()) await buildFrontEnds();
  const html = await readFile(join(DIST_DIR, 'runtime', 'index.html'), 'utf8');
  const urls = [...html.matchAll(/(?:src|href)="(\/_app\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const sizes: AssetSize[] = [];
  for (const url of new Set(urls)) {
    const body = await readFile(join(DIST_DIR, url));
    sizes.push({ file: url, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length });
  }
  return sizes;
}

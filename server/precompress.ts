/**
 * Brotli and gzip copies of the built bundles (`x.js.br`, `x.js.gz` beside `x.js`), made once
 * by the build and sent as they are by the static route (`front-end.ts`, `preCompressed`).
 * Compressing every bundle on every request cost the server ~20–160 ms per response while the
 * editor's page loaded (2 cores shared with the browser). The copies are also smaller than the
 * on-the-fly ones (brotli quality 4): the editor's main chunk 172.7 → 156.5 KB (quality 9, it is
 * over 512 KB raw); the bundles under 512 KB get quality 11.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller answers are sent as they are (the compress plugin's threshold). */
export const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|wasm)$/;
/** Above this, quality 9: quality 11 takes ~1.5 s per MB, and the largest bundles are Monaco's. */
const BEST_QUALITY_MAX_BYTES = 512 * 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

export interface Precompressed {
  files: number;
  bytes: number;
  brotliBytes: number;
}

/** Writes `.br` and `.gz` beside every compressible file of at least `MIN_BYTES` under `dir`. */
export async function precompress(dir: string, concurrency = 2): Promise<Precompressed> {
  const files: string[] = [];
  for (const file of await filesUnder(dir)) {
    if ((await stat(file)).size >= MIN_BYTES) files.push(file);
  }
  const total: Precompressed = { files: files.length, bytes: 0, brotliBytes: 0 };
  const next = async (): Promise<void> => {
    for (let file = files.pop(); file !== undefined; file = files.pop()) {
      const body = await readFile(file);
      const quality = body.length <= BEST_QUALITY_MAX_BYTES ? constants.BROTLI_MAX_QUALITY : 9;
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: quality,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      total.bytes += body.length;
      total.brotliBytes += br.length;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, next));
  return total;
}

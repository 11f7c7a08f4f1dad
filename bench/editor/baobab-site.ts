/**
 * Writes the benchmark page as a Baobab site folder (`baobab-page.ts`) with the pictures it shows
 * in `assets/`, with the canonical writer, so the server and the editor read it as any site.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { canonicalJson } from '@shared/schema/canonical.ts';
import { benchSiteFiles, PAGE_ID } from './baobab-page.ts';
import { PICTURES } from './page-tree.ts';

/** A 2×2 PNG, one colour per picture (what the pages' images show). */
export function picture(k: number): Buffer {
  const colours = ['c8892b', '1f4d2b', 'e4ddcc', '7a9e7e', 'd96c4f', '3d6b99', 'b5a642', '8c5e9e'];
  const rgb = Buffer.from(colours[k % colours.length]!, 'hex');
  // An uncompressed PNG: signature, IHDR, one IDAT (stored deflate block), IEND.
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let i = 0; i < 8; i++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  const raw = Buffer.concat([Buffer.from([0]), rgb, rgb, Buffer.from([0]), rgb, rgb]);
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  const stored = Buffer.alloc(5);
  stored.set([
    1,
    raw.length & 0xff,
    raw.length >> 8,
    ~raw.length & 0xff,
    (~raw.length >> 8) & 0xff,
  ]);
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((b << 16) | a) >>> 0);
  const idat = Buffer.concat([Buffer.from([0x78, 0x01]), stored, raw, adler]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Writes the site of `size` elements into `sitesDir/<siteId>/`; returns its id. */
export async function writeBenchSite(sitesDir: string, size: number): Promise<string> {
  const { site, page } = benchSiteFiles(size);
  const dir = join(sitesDir, site.id);
  await mkdir(join(dir, 'pages'), { recursive: true });
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'site.json'), canonicalJson(site));
  await writeFile(join(dir, 'pages', `${PAGE_ID}.json`), canonicalJson(page));
  for (let k = 0; k < PICTURES; k++)
    await writeFile(join(dir, 'assets', `bench-${k}.png`), picture(k));
  return site.id;
}

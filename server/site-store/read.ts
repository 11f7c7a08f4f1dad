import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { siteFileRef } from '@shared/schema/files.ts';

/** Folders of a site that hold definition files, besides `site.json`. */
const DEFINITION_FOLDERS = ['pages', 'sections'];

async function listJson(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Relative paths of a site's definition files (`site.json`, `pages/*.json`, `sections/*.json`). */
export async function listSiteFiles(siteDir: string): Promise<string[]> {
  const paths: string[] = (await listJson(siteDir)).filter((name) => name === 'site.json');
  for (const folder of DEFINITION_FOLDERS) {
    for (const name of await listJson(join(siteDir, folder))) paths.push(`${folder}/${name}`);
  }
  return paths;
}

/**
 * Reads the texts of a site's definition files, keyed by relative path. A JSON file whose name
 * is not a valid site-file name is kept too, so that validation reports it.
 */
export async function readSiteTexts(siteDir: string): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  for (const path of await listSiteFiles(siteDir)) {
    texts[path] = await readFile(join(siteDir, path), 'utf8');
  }
  return texts;
}

export { siteFileRef };

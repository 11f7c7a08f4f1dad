/** Loads a site folder with the catalogue's types, as the validate CLI does, for definition tests. */
import { expect } from 'vitest';
import { componentTypes } from '@catalogue/definitions.ts';
import { styleRules } from '@catalogue/properties/style-rules.ts';
import { loadSite, type SiteBundle } from '@shared/schema/index.ts';
import { readSiteTexts } from '@server/site-store/read.ts';

export async function loadSiteDir(
  dir: string,
): Promise<{ texts: Record<string, string>; bundle: SiteBundle }> {
  const texts = await readSiteTexts(dir);
  const result = loadSite(texts, { knownTypes: componentTypes, styleRules });
  expect(result.problems).toEqual([]);
  return { texts, bundle: result.bundle! };
}

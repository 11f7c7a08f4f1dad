/** Reads the storefront's definition from disk, so the journeys check what the files say. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  isLangValue,
  type PageFile,
  type SectionFile,
  type SiteFile,
} from '@shared/schema/index.ts';

const SITE_DIR = join(process.cwd(), 'sites', 'cross-border-shop');
const read = <T>(path: string): T => JSON.parse(readFileSync(join(SITE_DIR, path), 'utf8')) as T;

export const site = read<SiteFile>('site.json');
export const pageFile = (id: string) => read<PageFile>(`pages/${id}.json`);
export const sectionFile = (uid: string) => read<SectionFile>(`sections/${uid}.json`);

/** The English text of a text-like property. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (isLangValue(value)) return String(value.$lang.en ?? '');
  return '';
}

/** The page's h1 text. */
export function headlineOf(pageId: string): string {
  const el = Object.values(pageFile(pageId).elements).find((e) => e.props?.tag === 'h1');
  if (!el) throw new Error(`page ${pageId} has no h1`);
  return textOf(el.props?.text);
}

/** Texts of the navigation bar's links to pages, with the page each goes to. */
export function navigationLinks(): Array<{ text: string; pageId: string }> {
  const nav = sectionFile('navigation-bar');
  return (
    Object.values(nav.elements)
      // The bar's own links, not their copies in its phone menu (`nav-menu-…`).
      .filter((e) => e.link?.type === 'page' && e.type === 'text' && !e.id.startsWith('nav-menu-'))
      .map((e) => ({
        text: textOf(e.props?.text),
        pageId: e.link?.type === 'page' ? e.link.pageId : '',
      }))
  );
}

/** An element's link attribute to `<a>` attributes for the current language. */
import type { PublishedPage } from '@shared/schema/compose.ts';
import type { Link } from '@shared/schema/element.ts';
import type { FormulaValue } from '@shared/schema/values.ts';
import { pagePath } from '@shared/routing/page-path.ts';
import { isFormulaValue } from '@shared/schema/constants.ts';
import { sectionAnchors } from '@shared/routing/section-anchor.ts';
import type { Warn } from './css.ts';

export interface LinkContext {
  pages: readonly PublishedPage[];
  lang: string;
  defaultLang: string;
}

export interface LinkAttributes {
  href: string;
  target?: string;
  rel?: string;
}

/**
 * A page link with its formula parameters evaluated by `read` (tracked like the element's
 * props, so a card's link follows its item): the link itself when it has none.
 */
export function boundLink(link: Link, read: (value: FormulaValue, name: string) => unknown): Link {
  if (link.type !== 'page' || !link.parameters) return link;
  const entries = Object.entries(link.parameters);
  if (!entries.some(([, value]) => isFormulaValue(value))) return link;
  const parameters: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (!isFormulaValue(value)) parameters[name] = value;
    else {
      const resolved = read(value, `link.parameters.${name}`);
      parameters[name] = resolved === null || resolved === undefined ? '' : String(resolved);
    }
  }
  return { ...link, parameters };
}

/** Script and data URLs run code in the site's origin: never from a link. */
const UNSAFE_URL = /^\s*(javascript|vbscript|data):/i;

export function resolveLink(
  link: Link,
  context: LinkContext,
  warn: Warn,
  ownerId: string,
): LinkAttributes | null {
  // A popup link keeps a real href (keyboard and screen readers treat it as a link); the
  // element's click handler opens the popup instead of following it.
  if (link.type === 'popup') return { href: `#${link.content}` };
  const blank = link.targetBlank ? { target: '_blank', rel: 'noopener' } : {};
  if (link.type !== 'page') {
    if (UNSAFE_URL.test(link.href)) {
      warn(
        `[baobab] element "${ownerId}": link "${link.href.slice(0, 40)}" uses a script or data URL; dropped`,
      );
      return null;
    }
    return { href: link.href, ...blank };
  }
  const page = context.pages.find((p) => p.id === link.pageId);
  if (!page) {
    warn(`[baobab] element "${ownerId}": link to page "${link.pageId}", which does not exist`);
    return null;
  }
  const lang = page.langs.includes(context.lang) ? context.lang : context.defaultLang;
  // Formula parameters were evaluated by `boundLink`; one left here is not a value.
  const parameters: Record<string, string> = {};
  for (const [name, value] of Object.entries(link.parameters ?? {}))
    if (typeof value === 'string') parameters[name] = value;
  let href = pagePath(page, lang, context.defaultLang, parameters);
  if (link.query && link.query.length > 0) {
    href += `?${new URLSearchParams(link.query.map(({ name, value }) => [name, value])).toString()}`;
  }
  if (link.sectionId !== undefined) {
    const anchor = sectionAnchors(page.sections).get(link.sectionId);
    if (anchor !== undefined) href += `#${anchor}`;
  }
  return { href, ...blank };
}

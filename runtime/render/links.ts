/** An element's link attribute to `<a>` attributes for the current language. */
import type { PublishedPage } from '@shared/schema/compose.ts';
import type { Link } from '@shared/schema/element.ts';
import type { FormulaValue } from '@shared/schema/values.ts';
import { pagePath } from '@shared/routing/page-path.ts';
import { isFormulaValue } from '@shared/schema/constants.ts';
import { sectionAnchors } from '@shared/routing/section-anchor.ts';
import { isScriptUrl } from '@shared/routing/script-url.ts';
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

/** A bound link value as URL text: texts, numbers and yes/no; anything else is not a value. */
function linkText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * A page link with its formula path parameters and query values evaluated by `read` (tracked
 * like the element's props, so a card's link follows its item): the link itself when it has
 * none. A parameter that gives no text is empty; a query value that gives none (null, a list…)
 * leaves its pair out.
 */
export function boundLink(link: Link, read: (value: FormulaValue, name: string) => unknown): Link {
  if (link.type !== 'page') return link;
  const entries = Object.entries(link.parameters ?? {});
  const boundParameters = entries.some(([, value]) => isFormulaValue(value));
  const boundQuery = link.query?.some(({ value }) => isFormulaValue(value)) ?? false;
  if (!boundParameters && !boundQuery) return link;
  const next = { ...link };
  if (boundParameters) {
    const parameters: Record<string, string> = {};
    for (const [name, value] of entries)
      parameters[name] = isFormulaValue(value)
        ? (linkText(read(value, `link.parameters.${name}`)) ?? '')
        : value;
    next.parameters = parameters;
  }
  if (boundQuery) {
    const query: Array<{ name: string; value: string }> = [];
    link.query!.forEach(({ name, value }, i) => {
      const text = isFormulaValue(value) ? linkText(read(value, `link.query[${i}]`)) : value;
      if (text !== undefined) query.push({ name, value: text });
    });
    next.query = query;
  }
  return next;
}

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
    // Script and data URLs run code in the site's origin (in any spelling): never from a link.
    if (isScriptUrl(link.href)) {
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
  // Formula values were evaluated by `boundLink` too. URLSearchParams encodes `&`, `=`, `#`,
  // non-ASCII (UTF-8) and writes a space `+`, which the runtime's query parser reads back.
  const query = (link.query ?? []).flatMap(({ name, value }) =>
    typeof value === 'string' ? [[name, value]] : [],
  );
  if (query.length > 0) href += `?${new URLSearchParams(query).toString()}`;
  if (link.sectionId !== undefined) {
    const anchor = sectionAnchors(page.sections).get(link.sectionId);
    if (anchor !== undefined) href += `#${anchor}`;
  }
  return { href, ...blank };
}

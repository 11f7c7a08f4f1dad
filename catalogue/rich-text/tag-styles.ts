/**
 * The per-tag style objects (`h1Style`, `mentionStyle`…) as CSS scoped to one editor. The page
 * stylesheet cannot hold them (it writes one declaration per key), so the component writes
 * this small stylesheet itself. Pure.
 */
import { STYLED_TAGS, type StyledTag, type TagStyle } from './definition.ts';

/** What each style object applies to, inside the editor's content. */
const SELECTORS: Record<StyledTag, string> = {
  h1: 'h1',
  h2: 'h2',
  h3: 'h3',
  h4: 'h4',
  h5: 'h5',
  h6: 'h6',
  p: 'p',
  mention: '[data-type="mention"]',
  a: 'a',
  blockquote: 'blockquote',
  // Inline code and code blocks (not the `<code>` inside a block, which would double paddings).
  code: ':not(pre) > code, pre',
  img: 'img',
  checkbox: 'ul[data-type="taskList"] input[type="checkbox"]',
  table: 'table',
};

/** Numbers without a unit; other numbers are px (as in the page stylesheet). */
const UNITLESS = new Set(['fontWeight', 'lineHeight', 'opacity', 'zIndex', 'flex', 'order']);
const NAME = /^-?[A-Za-z][A-Za-z0-9-]*$/;
/** Anything that could end a declaration, a rule or the `<style>` element. */
const UNSAFE = /[;{}<>\\]|\/\*/;

function declaration(key: string, value: unknown): string | { problem: string } | null {
  if (value === null || value === undefined || value === '') return null;
  if (!NAME.test(key)) return { problem: `"${key}" is not a CSS property` };
  const name = key.includes('-')
    ? key.toLowerCase()
    : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  let text: string;
  if (typeof value === 'number' && Number.isFinite(value))
    text = value === 0 || UNITLESS.has(key) ? String(value) : `${value}px`;
  else if (typeof value === 'string') text = value.trim();
  else return { problem: `"${key}" is not a text or a number` };
  if (UNSAFE.test(text)) return { problem: `"${key}" holds a character CSS cannot take here` };
  return `${name}:${text}`;
}

export interface ScopedCss {
  css: string;
  problems: string[];
}

/** `scope` is a class on the editor's root; every rule is limited to the content inside it. */
export function tagStylesCss(
  scope: string,
  styles: Readonly<Partial<Record<`${StyledTag}Style`, unknown>>>,
): ScopedCss {
  const rules: string[] = [];
  const problems: string[] = [];
  for (const tag of STYLED_TAGS) {
    const style = styles[`${tag}Style`];
    if (style === null || style === undefined) continue;
    if (typeof style !== 'object' || Array.isArray(style)) {
      problems.push(`${tag}Style is not an object of CSS properties`);
      continue;
    }
    const declarations: string[] = [];
    for (const [key, value] of Object.entries(style as TagStyle)) {
      const result = declaration(key, value);
      if (typeof result === 'string') declarations.push(result);
      else if (result) problems.push(`${tag}Style: ${result.problem}; dropped`);
    }
    if (declarations.length === 0) continue;
    const selector = SELECTORS[tag]
      .split(', ')
      .map((part) => `.${scope} .b-rich-text-content ${part}`)
      .join(', ');
    rules.push(`${selector}{${declarations.join(';')}}`);
  }
  return { css: rules.join('\n'), problems };
}

/**
 * The toolbar's themes: each story renders as a site's page would, with the runtime's own code.
 *
 * - The runtime's base stylesheet: the `<style>` of its entry, `runtime/index.html` (box sizing,
 *   body margin, system font, line height), read as text, not copied.
 * - Light or dark: the runtime's theme store (`createTheme`, `runtime/services`) puts the class
 *   `dark` on the document element, exactly as a site's `change-theme` workflow does.
 * - The storefront: its page colours and its text style (`background` and `textStyle` of
 *   `sites/cross-border-shop/site.json`, light and dark), and its primary button as its
 *   checkout confirmation page styles it, turned into CSS by the runtime's stylesheet code
 *   (`cssStyles`, `cssDeclarations`).
 *
 * Every rule is at zero specificity (`:where`), so a story's own styles still win, as an
 * element's own rules win in a page.
 */
import { cssStyles } from '@catalogue/properties/css.ts';
import { cssDeclarations } from '@runtime/render/css.ts';
import { createTheme, DARK_CLASS, type ThemeStore } from '@runtime/services/index.ts';
import runtimeEntry from '../runtime/index.html?raw';
import confirmationPage from '../sites/cross-border-shop/pages/order-confirmation-page.json';
import storefront from '../sites/cross-border-shop/site.json';

export type StoryTheme = 'storefront' | 'neutral' | 'dark';
export const STORY_THEMES: readonly StoryTheme[] = ['storefront', 'neutral', 'dark'];
export const DEFAULT_STORY_THEME: StoryTheme = 'storefront';

/** The runtime's base rules: what every site starts from. */
const runtimeBase = /<style>([\s\S]*?)<\/style>/.exec(runtimeEntry)?.[1] ?? '';

/** The storefront's filled button ("My orders" on the order confirmation page). */
const storefrontButton = cssDeclarations(
  cssStyles(confirmationPage.elements['confirm-nf-orders'].styles),
  (message) => console.warn(message),
  'storefront button',
);

/** The storefront's text style and page colours, light and dark (its site.json). */
const text = storefront.textStyle;
const DARK_TEXT = text.darkColor;
const DARK_PAGE = storefront.background.darkColor;
/** Its primary colour in the dark theme (`colors`): the dark theme's filled button. */
const DARK_PRIMARY = storefront.colors.find((color) => color.name === 'primary')?.darkValue;
const storefrontText = cssDeclarations(
  { fontSize: text.fontSize, lineHeight: text.lineHeight, color: text.color },
  (message) => console.warn(message),
  'storefront text',
);

const themeCss = `
${runtimeBase}
:where(html[data-story-theme]) body { background-color: #ffffff; color: #1f2933; }
:where(html[data-story-theme='storefront']) body {
  background-color: ${storefront.background.color};
  ${storefrontText};
}
:where(html[data-story-theme='storefront'], html[data-story-theme='dark'])
  :where(button.b-story, a.b-story) { ${storefrontButton} }
:where(html[data-story-theme='neutral']) :where(button.b-story, a.b-story) {
  background-color: #334155; color: #ffffff; border: 0; border-radius: 6px; padding: 10px 16px;
  font: inherit; cursor: pointer; text-decoration: none; display: inline-block;
}
:where(html.${DARK_CLASS}) { color-scheme: dark; }
:where(html.${DARK_CLASS}) body { background-color: ${DARK_PAGE}; color: ${DARK_TEXT}; }
:where(html.${DARK_CLASS}) :where(button.b-story, a.b-story) {
  background-color: ${DARK_PRIMARY}; border-color: ${DARK_PRIMARY}; color: ${DARK_PAGE};
}
`;

let theme: ThemeStore | null = null;

/** Puts the theme on the document: the base and theme rules once, `dark` through the runtime. */
export function applyStoryTheme(name: unknown, doc: Document = document): StoryTheme {
  const chosen = STORY_THEMES.includes(name as StoryTheme)
    ? (name as StoryTheme)
    : DEFAULT_STORY_THEME;
  if (!doc.getElementById('baobab-story-theme')) {
    const style = doc.createElement('style');
    style.id = 'baobab-story-theme';
    style.textContent = themeCss;
    doc.head.append(style);
  }
  doc.documentElement.dataset.storyTheme = chosen;
  theme ??= createTheme({
    siteId: storefront.id,
    defaultTheme: storefront.defaultTheme === 'dark' ? 'dark' : 'light',
    // Nothing remembered: the toolbar decides.
    storage: null,
    root: doc.documentElement,
  });
  theme.set(chosen === 'dark' ? 'dark' : 'light');
  return chosen;
}

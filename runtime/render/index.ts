/** The element renderer: a page's sections and elements through the catalogue, and its stylesheet. */
export { PageView, langsFor, type PageViewProps } from './PageView.tsx';
export { ElementView, elementClass } from './ElementView.tsx';
export { buildStylesheet, cssDeclaration, type StyleSource, type Warn } from './css.ts';
export { resolveLink, type LinkAttributes, type LinkContext } from './links.ts';
export { createResolver, resolveProps, type Resolver } from './resolve.ts';
export { pageStylesheet, sectionClass } from './stylesheet.ts';
export { siteStylesheet, SITE_STYLE_ATTRIBUTE, type SiteStyle } from './site-style.ts';
export { displayRule } from './display.ts';

/**
 * The HTML element a section is rendered as, which makes it a landmark for assistive
 * technologies: a banner (`header`), the site's navigation (`nav`), the page's main content
 * (`main`), related content (`aside`), the footer (`footer`) or a plain `section`.
 *
 * A section without a `tag` is mapped by its uid and title, so that sites written before the
 * setting existed (the seeds' "Top banner", "Navigation bar", "Footer") get landmarks: a name
 * with "header" or "banner" is a header, "nav" or "navigation" a navigation, "footer" a footer,
 * anything else main content. The visitor's runtime puts the first run of adjacent main-content
 * sections in one `<main>` (a page has one); a later main-content section renders as a plain
 * `section`.
 */
export const SECTION_TAGS = ['header', 'nav', 'main', 'aside', 'footer', 'section'] as const;
export type SectionTag = (typeof SECTION_TAGS)[number];

const WORDS: ReadonlyArray<[RegExp, SectionTag]> = [
  [/\bnav(?:igation)?\b/, 'nav'],
  [/\b(?:header|banner)\b/, 'header'],
  [/\bfooter\b/, 'footer'],
];

/** The tag a section without one is given, from its uid and title. */
export function automaticSectionTag(uid: string, title: string): SectionTag {
  // "navigation-bar", "top_banner", "SiteFooter" → words.
  const words = `${uid} ${title}`
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return WORDS.find(([pattern]) => pattern.test(words))?.[1] ?? 'main';
}

/** The tag a section renders as: its own, or the automatic one. */
export function sectionTag(section: {
  uid: string;
  sectionTitle: string;
  tag?: SectionTag;
}): SectionTag {
  return section.tag ?? automaticSectionTag(section.uid, section.sectionTitle);
}

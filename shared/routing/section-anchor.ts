/**
 * The anchor id of a section from its title: lower case, accents removed, runs of anything but
 * letters and digits turned into one `-`. "Frequently asked — Questions!" → `frequently-asked-questions`.
 */
export function sectionAnchor(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Anchor ids of a page's sections in order, unique within the page: an empty title uses the uid,
 * a repeated anchor gets `-2`, `-3`… Links to sections and the renderer both use it, so they agree.
 */
export function sectionAnchors(
  sections: ReadonlyArray<{ uid: string; sectionTitle: string }>,
): Map<string, string> {
  const anchors = new Map<string, string>();
  const used = new Set<string>();
  for (const { uid, sectionTitle } of sections) {
    const base = sectionAnchor(sectionTitle) || sectionAnchor(uid) || 'section';
    let anchor = base;
    for (let n = 2; used.has(anchor); n++) anchor = `${base}-${n}`;
    used.add(anchor);
    anchors.set(uid, anchor);
  }
  return anchors;
}

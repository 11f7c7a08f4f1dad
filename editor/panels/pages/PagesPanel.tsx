/** Placeholder until its owner lands it (issue 7, in progress). */
export function PagesPanel() {
  return null;
}

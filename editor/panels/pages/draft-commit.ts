/**
 * What a text field sends to the store when its text becomes `text` (`DraftInput`). Fields
 * commit as the author types, so a text that stops being valid after valid ones (`/f`, `/fa`,
 * then `/faq` that another page has) must not leave its last valid prefix stored: the store
 * goes back to `base`, the value it held when the field was focused, and the reason is shown.
 */
export interface DraftCommitInput {
  /** What the field holds now. */
  text: string;
  /** Why `text` cannot be stored, or null when it can. */
  problem: string | null;
  /** The value in the store now. */
  stored: string;
  /** The value in the store when the author started typing in the field. */
  base: string;
}

/** The value to commit, or null when the store is right as it is. */
export function draftCommit({ text, problem, stored, base }: DraftCommitInput): string | null {
  if (problem === null) return text === stored ? null : text;
  return stored === base ? null : base;
}

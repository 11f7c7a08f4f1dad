/** A `{ en, fr }` label of the metadata in the editor's language (`fr`, `fr-CA`… → French). */
import type { Label } from '@catalogue/define.ts';

export const labelIn = (label: Label, language: string): string =>
  language.startsWith('fr') ? label.fr : label.en;

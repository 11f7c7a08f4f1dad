/**
 * Labels are the editor's. Catalogue and plugin definitions carry English and French labels for
 * the editor's panels (`label('Font size', 'Taille de police')`, plugins' `label: { en, fr }`),
 * and the runtime never reads them: what a visitor sees comes from props and each component's
 * own texts. In the runtime's and the server renderer's build passes their texts become empty
 * strings (`editorLabelsOut`), so a visitor's page does not download them; the editor's pass,
 * tests and the server's checks read the sources as written.
 */
import type { Plugin } from 'vite';

/** A one-line string literal: quoted, or a template without `${}`. */
const STRING = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|` + '`(?:[^`\\\\$]|\\\\.)*`';
const LABEL_CALL = new RegExp(
  String.raw`\blabel\(\s*(?:${STRING})\s*,\s*(?:${STRING})\s*,?\s*\)`,
  'g',
);
const LABEL_OBJECT = new RegExp(
  String.raw`\blabel:\s*\{\s*en:\s*(?:${STRING})\s*,\s*fr:\s*(?:${STRING})\s*,?\s*\}`,
  'g',
);

/** `source` with the texts of its literal labels emptied; anything else unchanged. */
export function stripLabels(source: string): string {
  return source
    .replace(LABEL_CALL, "label('', '')")
    .replace(LABEL_OBJECT, "label: { en: '', fr: '' }");
}

/** The files whose labels only the editor shows. */
const DEFINITION_FILE =
  /[\\/](?:catalogue[\\/](?:[\w-]+[\\/]definition|form-fields|properties[\\/](?:[\w-]+[\\/])*[\w-]+)|plugins[\\/][\w-]+[\\/](?:plugin|settings))\.ts$/;

export const isDefinitionFile = (id: string): boolean =>
  DEFINITION_FILE.test(id.split('?')[0] ?? id);

/** The Vite plugin of the runtime's and the server renderer's passes. */
export function editorLabelsOut(): Plugin {
  return {
    name: 'baobab-editor-labels-out',
    enforce: 'pre',
    transform(code, id) {
      if (!isDefinitionFile(id)) return null;
      const stripped = stripLabels(code);
      return stripped === code ? null : { code: stripped, map: null };
    },
  };
}

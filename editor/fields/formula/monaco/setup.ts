/**
 * Monaco, from the installed package (no CDN: the editor runs offline), in the lazily loaded
 * chunk: the editor core with its widgets, the basic tokenisers of html, css and javascript,
 * the JSON language service (validation in the records editor), workers built by Vite, the
 * formula language with its completion provider, and `@monaco-editor/react` told to use it.
 */
import 'monaco-editor/esm/vs/editor/edcore.main.js';
import 'monaco-editor/esm/vs/basic-languages/css/css.contribution.js';
import 'monaco-editor/esm/vs/basic-languages/html/html.contribution.js';
import 'monaco-editor/esm/vs/basic-languages/javascript/javascript.contribution.js';
import 'monaco-editor/esm/vs/language/json/monaco.contribution.js';
import * as monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import { loader } from '@monaco-editor/react';
import { registerFormulaLanguage } from './formula-language.ts';

globalThis.MonacoEnvironment = {
  getWorker: (_id: string, label: string) =>
    label === 'json' ? new JsonWorker() : new EditorWorker(),
};

registerFormulaLanguage(monaco);
loader.config({ monaco });

/** Resolves when `@monaco-editor/react` has taken the local Monaco (immediate, no download). */
export const ready: Promise<typeof monaco> = loader.init().then(() => monaco);

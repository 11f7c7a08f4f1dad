/**
 * The `baobab-formula` language in Monaco: JavaScript-expression colouring with the formula
 * roots and helpers highlighted, bracket and quote pairs, and completion from
 * `../completions.ts`. Completion needs to know which site and page a model belongs to: each
 * formula editor registers a source for its model's URI (`sources`).
 */
import type * as Monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import { HELPERS } from '@shared/formula/index.ts';
import { buildCompletions, type CompletionKind, type CompletionSource } from '../completions.ts';

export const FORMULA_LANGUAGE = 'baobab-formula';

/** The completion source of each formula model, by model URI. */
export const sources = new Map<string, () => CompletionSource>();

let registered = false;

export function registerFormulaLanguage(monaco: typeof Monaco): void {
  if (registered) return;
  registered = true;
  monaco.languages.register({ id: FORMULA_LANGUAGE });
  monaco.languages.setLanguageConfiguration(FORMULA_LANGUAGE, {
    comments: { lineComment: '//', blockComment: ['/*', '*/'] },
    brackets: [
      ['(', ')'],
      ['[', ']'],
      ['{', '}'],
    ],
    autoClosingPairs: [
      { open: '(', close: ')' },
      { open: '[', close: ']' },
      { open: '{', close: '}' },
      { open: "'", close: "'", notIn: ['string'] },
      { open: '"', close: '"', notIn: ['string'] },
      { open: '`', close: '`', notIn: ['string'] },
    ],
  });
  monaco.languages.setMonarchTokensProvider(FORMULA_LANGUAGE, {
    roots: ['variables', 'collections', 'formulas', 'context', 'plugins'],
    constants: ['true', 'false', 'null', 'undefined'],
    helpers: HELPERS.map((h) => h.name),
    tokenizer: {
      root: [
        [/\/\/.*$/, 'comment'],
        [/\/\*.*?\*\//, 'comment'],
        [
          /[A-Za-z_$][\w$]*/,
          {
            cases: {
              '@roots': 'keyword',
              '@constants': 'constant',
              '@helpers': 'type.identifier',
              '@default': 'identifier',
            },
          },
        ],
        [/\d+(\.\d+)?([eE][-+]?\d+)?/, 'number'],
        [/'([^'\\]|\\.)*'/, 'string'],
        [/"([^"\\]|\\.)*"/, 'string'],
        [/`([^`\\]|\\.)*`/, 'string'],
        [/=>|[=!<>]=?=?|&&|\|\||\?\?|\?\.?|[-+*/%]|\*\*/, 'operator'],
        [/[()[\]{}]/, '@brackets'],
      ],
    },
  } as Monaco.languages.IMonarchLanguage);

  const KINDS: Record<CompletionKind, Monaco.languages.CompletionItemKind> = {
    variable: monaco.languages.CompletionItemKind.Variable,
    collection: monaco.languages.CompletionItemKind.Struct,
    formula: monaco.languages.CompletionItemKind.Function,
    helper: monaco.languages.CompletionItemKind.Function,
    root: monaco.languages.CompletionItemKind.Module,
    field: monaco.languages.CompletionItemKind.Field,
    keyword: monaco.languages.CompletionItemKind.Keyword,
    plugin: monaco.languages.CompletionItemKind.Module,
  };

  monaco.languages.registerCompletionItemProvider(FORMULA_LANGUAGE, {
    triggerCharacters: ['.', "'", '"'],
    provideCompletionItems(model, position) {
      const source = sources.get(model.uri.toString());
      if (!source) return { suggestions: [] };
      const before = model.getValueInRange({
        startLineNumber: 1,
        startColumn: 1,
        endLineNumber: position.lineNumber,
        endColumn: position.column,
      });
      const { from, items } = buildCompletions(source(), before);
      const start = model.getPositionAt(model.getOffsetAt(position) - from);
      const range = {
        startLineNumber: start.lineNumber,
        startColumn: start.column,
        endLineNumber: position.lineNumber,
        endColumn: position.column,
      };
      return {
        suggestions: items.map((item) => ({
          label: item.label,
          kind: KINDS[item.kind],
          insertText: item.insertText,
          detail: item.detail,
          range,
          ...(item.documentation ? { documentation: { value: item.documentation } } : {}),
          ...(item.filterText ? { filterText: item.filterText } : {}),
          ...(item.sortText ? { sortText: item.sortText } : {}),
          // Typing `(` after a helper name opens its parameters (the signature is the detail).
          ...(item.kind === 'helper'
            ? { command: { id: 'editor.action.triggerParameterHints', title: '' } }
            : {}),
        })),
      };
    },
  });
}

/** Which formats apply at the caret: the toolbar's pressed states, and the `active` state. */
import type { Editor } from '@tiptap/core';

export interface ActiveFormats {
  /** 0 for a paragraph, else the heading level. */
  heading: number;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  align: 'left' | 'center' | 'right' | 'justify';
  /** `#rrggbb` (or whatever colour the text has), empty when none. */
  color: string;
  bulletList: boolean;
  orderedList: boolean;
  taskList: boolean;
  table: boolean;
  link: boolean;
  codeBlock: boolean;
  blockquote: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

const LEVELS = [1, 2, 3, 4, 5, 6] as const;
const ALIGNS = ['center', 'right', 'justify'] as const;

/** Nothing active: an empty paragraph, no history. */
export const NO_FORMATS: ActiveFormats = {
  heading: 0,
  bold: false,
  italic: false,
  underline: false,
  strike: false,
  align: 'left',
  color: '',
  bulletList: false,
  orderedList: false,
  taskList: false,
  table: false,
  link: false,
  codeBlock: false,
  blockquote: false,
  canUndo: false,
  canRedo: false,
};

/**
 * The formats at the caret of `editor`; none without one. There is none while the server renders
 * (tiptap makes no editor there, and `useEditorState` always gives the server snapshot's null
 * editor) nor while the browser hydrates that HTML (the same server snapshot): the toolbar then
 * shows nothing pressed, as the server rendered it, until the editor's first transaction.
 */
export function activeFormats(editor: Editor | null): ActiveFormats {
  if (!editor) return NO_FORMATS;
  const color: unknown = editor.getAttributes('textStyle').color;
  return {
    heading: LEVELS.find((level) => editor.isActive('heading', { level })) ?? 0,
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    align: ALIGNS.find((align) => editor.isActive({ textAlign: align })) ?? 'left',
    color: typeof color === 'string' ? color : '',
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    taskList: editor.isActive('taskList'),
    table: editor.isActive('table'),
    link: editor.isActive('link'),
    codeBlock: editor.isActive('codeBlock'),
    blockquote: editor.isActive('blockquote'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

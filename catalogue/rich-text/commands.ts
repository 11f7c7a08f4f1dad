/**
 * What the toolbar buttons and the workflow actions do, by action name (the definition's
 * `actions`). One table for both, so a custom menu built with workflows can do all the built-in
 * toolbar does.
 */
import type { Editor } from '@tiptap/core';

export type CommandArgs = Readonly<Record<string, unknown>>;
type Command = (editor: Editor, args: CommandArgs) => boolean;

const ALIGNS = new Set(['left', 'center', 'right', 'justify']);
const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** Chains start with `focus()` so the command applies where the caret was. */
const chain = (editor: Editor) => editor.chain().focus();

export const COMMANDS: Readonly<Record<string, Command>> = {
  focus: (editor) => editor.commands.focus(),
  setParagraph: (editor) => chain(editor).setParagraph().run(),
  setHeading: (editor, { level }) => {
    const n = Math.round(Number(level));
    if (!(n >= 1 && n <= 6)) return false;
    return chain(editor)
      .setHeading({ level: n as 1 | 2 | 3 | 4 | 5 | 6 })
      .run();
  },
  toggleBold: (editor) => chain(editor).toggleBold().run(),
  toggleItalic: (editor) => chain(editor).toggleItalic().run(),
  toggleUnderline: (editor) => chain(editor).toggleUnderline().run(),
  toggleStrike: (editor) => chain(editor).toggleStrike().run(),
  setTextAlign: (editor, { align }) =>
    ALIGNS.has(text(align)) && chain(editor).setTextAlign(text(align)).run(),
  setColor: (editor, { color }) =>
    text(color) ? chain(editor).setColor(text(color)).run() : chain(editor).unsetColor().run(),
  toggleBulletList: (editor) => chain(editor).toggleBulletList().run(),
  toggleOrderedList: (editor) => chain(editor).toggleOrderedList().run(),
  toggleTaskList: (editor) => chain(editor).toggleTaskList().run(),
  insertTable: (editor) =>
    chain(editor).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
  addRowAfter: (editor) => chain(editor).addRowAfter().run(),
  addColumnAfter: (editor) => chain(editor).addColumnAfter().run(),
  deleteRow: (editor) => chain(editor).deleteRow().run(),
  deleteColumn: (editor) => chain(editor).deleteColumn().run(),
  deleteTable: (editor) => chain(editor).deleteTable().run(),
  setLink: (editor, { href }) =>
    text(href)
      ? chain(editor)
          .extendMarkRange('link')
          .setLink({ href: text(href) })
          .run()
      : chain(editor).extendMarkRange('link').unsetLink().run(),
  unsetLink: (editor) => chain(editor).extendMarkRange('link').unsetLink().run(),
  insertImage: (editor, { src, alt }) =>
    text(src) !== '' &&
    chain(editor)
      .setImage({ src: text(src), alt: text(alt) })
      .run(),
  toggleCodeBlock: (editor) => chain(editor).toggleCodeBlock().run(),
  toggleBlockquote: (editor) => chain(editor).toggleBlockquote().run(),
  insertInlineMath: (editor, { latex, pos }) =>
    text(latex) !== '' &&
    (typeof pos === 'number'
      ? editor
          .chain()
          .updateInlineMath({ latex: text(latex), pos })
          .focus()
          .run()
      : chain(editor)
          .insertInlineMath({ latex: text(latex) })
          .run()),
  insertBlockMath: (editor, { latex, pos }) =>
    text(latex) !== '' &&
    (typeof pos === 'number'
      ? editor
          .chain()
          .updateBlockMath({ latex: text(latex), pos })
          .focus()
          .run()
      : chain(editor)
          .insertBlockMath({ latex: text(latex) })
          .run()),
  undo: (editor) => chain(editor).undo().run(),
  redo: (editor) => chain(editor).redo().run(),
};

/** Runs a command; false when it did not apply (unknown name, bad arguments, nothing to do). */
export function runCommand(editor: Editor | null, name: string, args: CommandArgs = {}): boolean {
  if (!editor || editor.isDestroyed || !Object.hasOwn(COMMANDS, name)) return false;
  return COMMANDS[name]!(editor, args);
}

/** The TipTap extensions of the editor: everything the toolbar can produce, always loaded. */
import { Extension, type Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { Mathematics } from '@tiptap/extension-mathematics';
import Mention from '@tiptap/extension-mention';
import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import { Markdown } from '@tiptap/markdown';
import type { Node as PMNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import StarterKit from '@tiptap/starter-kit';
import { mentionItems, type MentionMenu, type MentionSettings } from './mentions.ts';

/** What the extensions read from the component while it lives (kept current by the component). */
export interface EditorBridge {
  placeholder: () => string;
  mentionsOn: () => boolean;
  /** Mention settings now. */
  mentions: () => MentionSettings;
  taskLabel: (text: string, checked: boolean) => string;
  /** A click on a formula (to edit it); `pos` is where it is. */
  editMath: (kind: 'inlineMath' | 'blockMath', latex: string, pos: number) => void;
}

export const PLACEHOLDER_CLASS = 'b-rich-text-placeholder';

/**
 * The placeholder on the empty document's first line (a decoration, so it never enters the
 * value). TipTap's own sits in `@tiptap/extensions`, which this project does not depend on.
 */
const Placeholder = Extension.create<{ text: () => string }>({
  name: 'bRichTextPlaceholder',
  addOptions: () => ({ text: () => '' }),
  addProseMirrorPlugins() {
    const { text } = this.options;
    return [
      new Plugin({
        key: new PluginKey('bRichTextPlaceholder'),
        props: {
          decorations: ({ doc }) => {
            const first = doc.firstChild;
            if (doc.childCount !== 1 || !first?.isTextblock || first.content.size > 0) return null;
            const hint = text();
            if (!hint) return null;
            const attrs = { class: PLACEHOLDER_CLASS, 'data-placeholder': hint };
            return DecorationSet.create(doc, [Decoration.node(0, first.nodeSize, attrs)]);
          },
        },
      }),
    ];
  },
});

export const mentionPluginKey = new PluginKey('bRichTextMention');

export interface MentionConfig {
  char: string;
  allowSpaces: boolean;
  menu: MentionMenu;
}

export function editorExtensions(bridge: EditorBridge, mention: MentionConfig): Extensions {
  const mathClick = (kind: 'inlineMath' | 'blockMath') => (node: PMNode, pos: number) =>
    bridge.editMath(kind, String(node.attrs.latex ?? ''), pos);
  return [
    StarterKit.configure({
      link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      // No empty paragraph forced after tables and lists: it would end up in the value.
      trailingNode: false,
    }),
    Markdown,
    TaskList,
    TaskItem.configure({
      nested: true,
      a11y: { checkboxLabel: (node, checked) => bridge.taskLabel(node.textContent, checked) },
    }),
    TableKit.configure({ table: { resizable: false } }),
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
    TextStyle,
    Color,
    Mathematics.configure({
      katexOptions: { throwOnError: false },
      inlineOptions: { onClick: mathClick('inlineMath') },
      blockOptions: { onClick: mathClick('blockMath') },
    }),
    Image.configure({ allowBase64: true }),
    Placeholder.configure({ text: bridge.placeholder }),
    // Always in the schema, so mentions in a value show even while mentions are off.
    Mention.configure({
      HTMLAttributes: { class: 'b-rich-text-mention' },
      suggestion: {
        pluginKey: mentionPluginKey,
        char: mention.char || '@',
        allowSpaces: mention.allowSpaces,
        // Off: the trigger character is plain text.
        allow: () => bridge.mentionsOn(),
        items: ({ query }) => mentionItems(bridge.mentions(), query),
        render: mention.menu.render,
      },
    }),
  ];
}

/**
 * The mention suggestions under the caret: a listbox the editor drives (arrow keys, Enter; the
 * caret stays in the text, the option in focus is the editor's `aria-activedescendant`).
 */
import type { Editor } from '@tiptap/core';
import { useId, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { MentionMenu } from './mentions.ts';

export interface MentionListProps {
  menu: MentionMenu;
  editor: Editor;
  label: string;
}

export function MentionList({ menu, editor, label }: MentionListProps) {
  const view = useSyncExternalStore(menu.subscribe, menu.snapshot, menu.snapshot);
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  const open = view !== null && view.items.length > 0;
  const mount = open ? view.mount : null;
  const activeId = open ? `${id}-${view.selected}` : null;

  // TipTap places the list under the caret (Floating UI), and keeps it there while open.
  useLayoutEffect(() => (mount && list.current ? mount(list.current) : undefined), [mount]);

  useLayoutEffect(() => {
    if (editor.isDestroyed) return undefined;
    const dom = editor.view.dom;
    if (activeId) {
      dom.setAttribute('aria-controls', `${id}-list`);
      dom.setAttribute('aria-activedescendant', activeId);
    }
    return () => {
      dom.removeAttribute('aria-controls');
      dom.removeAttribute('aria-activedescendant');
    };
  }, [editor, id, activeId]);

  if (!open) return null;
  return (
    <ul
      ref={list}
      id={`${id}-list`}
      role="listbox"
      aria-label={label}
      className="b-rich-text-mentions"
    >
      {view.items.map((item, index) => (
        <li
          key={`${item.id}:${index}`}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === view.selected}
          className="b-rich-text-mention-option"
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => menu.select(index)}
          onClick={() => view.choose(item)}
        >
          {item.label}
        </li>
      ))}
    </ul>
  );
}

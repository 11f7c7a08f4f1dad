import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import 'katex/dist/katex.min.css';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CatalogueComponentProps } from '../component.ts';
import { useComponentActions, usePublishedState } from '../hooks.ts';
import { warnOnce } from '../warn-once.ts';
import { activeFormats } from './active.ts';
import { COMMANDS, runCommand, type CommandArgs } from './commands.ts';
import { TOOLBAR_FLAGS, type RichTextProps, type ToolbarFlag } from './definition.ts';
import { editorExtensions, type EditorBridge } from './extensions.ts';
import { MentionList } from './MentionList.tsx';
import { MentionMenu } from './mentions.ts';
import { Panel, type PanelKind, type PanelState } from './Panel.tsx';
import { tagStylesCss } from './tag-styles.ts';
import { textsFor } from './texts.ts';
import { Toolbar } from './Toolbar.tsx';
import './RichText.css';

type Output = 'html' | 'markdown';

/** Marks programmatic content (initial value changes): published, but no `change` event. */
const SILENT = 'bRichTextSilent';

/** The editor's content in the output format; empty text for an empty document. */
export function valueOf(editor: Editor, output: Output): string {
  if (editor.isDestroyed || editor.isEmpty) return '';
  return output === 'markdown' ? editor.getMarkdown() : editor.getHTML();
}

/**
 * The legacy rich text editor (deprecated: new pages use the form input), built on TipTap: a
 * toolbar the author trims with flags (or hides to build their own from the actions), the
 * content as HTML or Markdown, mentions, formulas (KaTeX) and per-tag styles.
 */
export function RichText({
  props,
  className,
  attributes,
  lang,
  emit,
  registerActions,
  publish,
}: CatalogueComponentProps<RichTextProps>) {
  const texts = textsFor(lang);
  const output: Output = props.output === 'markdown' ? 'markdown' : 'html';
  const editable = props.editable !== false;
  const canEdit = editable && props.readonly !== true;
  const placeholder = typeof props.placeholder === 'string' ? props.placeholder : '';
  const initialValue = typeof props.initialValue === 'string' ? props.initialValue : '';
  const scope = `b-rich-text-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const editorId = `${scope}-content`;

  // What the editor's callbacks read: always this render's values.
  const latest = useRef({ props, texts, emit, output, canEdit, placeholder, editorId });
  useLayoutEffect(() => {
    latest.current = { props, texts, emit, output, canEdit, placeholder, editorId };
  });

  const [panel, setPanel] = useState<PanelState | null>(null);
  const [menu] = useState(() => new MentionMenu());
  const [bridge] = useState<EditorBridge>(() => ({
    placeholder: () => (latest.current.canEdit ? latest.current.placeholder : ''),
    mentionsOn: () => latest.current.props.mentionEnabled === true && latest.current.canEdit,
    mentions: () => {
      const p = latest.current.props;
      return {
        list: p.mentionList,
        count: p.mentionSuggestionCount,
        idPath: p.mentionIdPath,
        labelPath: p.mentionLabelPath,
      };
    },
    taskLabel: (text, checked) => latest.current.texts.task(text, checked),
    editMath: (kind, latex, pos) => {
      if (latest.current.canEdit) setPanel({ kind, values: { latex }, pos });
    },
  }));

  // Changing the trigger rebuilds the editor (the suggestion plugin reads it once).
  const mentionChar =
    typeof props.mentionChar === 'string' && props.mentionChar.trim() !== ''
      ? props.mentionChar.trim()
      : '@';
  const allowSpaces = props.mentionAllowSpaces === true;
  const extensions = useMemo(
    () => editorExtensions(bridge, { char: mentionChar, allowSpaces, menu }),
    [bridge, menu, mentionChar, allowSpaces],
  );
  // The value as last published (debounced), in its format; a rebuilt editor starts from it.
  const [snapshot, setSnapshot] = useState<{ content: string; type: Output }>(() => ({
    content: initialValue,
    type: output,
  }));
  const editor = useEditor(
    {
      extensions,
      content: snapshot.content,
      contentType: snapshot.type,
      editable: canEdit,
      autofocus: props.autofocus === true ? 'end' : false,
      // No editor on the server (tiptap's own choice there, said here to keep it from warning on
      // every render); in the browser, one at once, hydrating or not.
      immediatelyRender: typeof window !== 'undefined',
      editorProps: {
        attributes: () => {
          const { texts: t, placeholder: hint, canEdit: writable, props: p } = latest.current;
          return {
            id: latest.current.editorId,
            class: 'b-rich-text-content',
            role: 'textbox',
            'aria-label': t.editor,
            'aria-multiline': 'true',
            'aria-readonly': writable || p.editable === false ? 'false' : 'true',
            ...(writable && hint ? { 'aria-placeholder': hint } : {}),
          };
        },
      },
    },
    [extensions],
  );

  const active = useEditorState({ editor, selector: ({ editor: e }) => activeFormats(e) });
  // In another format only after `output` changed, until the next edit publishes it anew.
  const value = snapshot.type === output ? snapshot.content : valueOf(editor, output);
  usePublishedState(publish, { value, active });

  // Edits → change events, debounced when asked; programmatic content is published silently.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const publishNow = () => {
      clearTimeout(timer);
      timer = undefined;
      const type = latest.current.output;
      const content = valueOf(editor, type);
      setSnapshot({ content, type });
      return content;
    };
    const flush = () => latest.current.emit?.('change', { value: publishNow() });
    const onUpdate = ({ transaction }: { transaction: { getMeta(key: string): unknown } }) => {
      if (transaction.getMeta(SILENT) === true) return void publishNow();
      const { debounce, debounceDelay } = latest.current.props;
      if (debounce !== true) return flush();
      clearTimeout(timer);
      timer = setTimeout(flush, Math.min(5000, Math.max(1, Number(debounceDelay) || 500)));
    };
    // Leaving the editor sends a pending change at once.
    const onBlur = () => (timer === undefined ? undefined : flush());
    editor.on('update', onUpdate);
    editor.on('blur', onBlur);
    return () => {
      clearTimeout(timer);
      editor.off('update', onUpdate);
      editor.off('blur', onBlur);
    };
  }, [editor]);

  // A new initial value (e.g. a bound record loaded) replaces the content, outside the history.
  const applied = useRef(initialValue);
  useEffect(() => {
    if (applied.current === initialValue || editor.isDestroyed) return;
    applied.current = initialValue;
    editor
      .chain()
      .setMeta(SILENT, true)
      .setMeta('addToHistory', false)
      .setContent(initialValue, { contentType: latest.current.output, emitUpdate: true })
      .run();
  }, [editor, initialValue]);

  useEffect(() => {
    if (!editor.isDestroyed && editor.isEditable !== canEdit) editor.setEditable(canEdit, false);
  }, [editor, canEdit]);

  // Texts and states the editor's DOM shows: refreshed with an empty transaction.
  useEffect(() => {
    if (!editor.isDestroyed)
      editor.view.dispatch(editor.state.tr.setMeta('bRichTextRefresh', true));
  }, [editor, placeholder, texts, canEdit, editorId]);

  // Workflows hear why an action did nothing; the toolbar's buttons simply do nothing.
  const action = (name: string) => (args: CommandArgs) => {
    if (!runCommand(editor, name, args)) warnProblem(`action "${name}" did not apply`);
  };
  const handlers = Object.fromEntries(Object.keys(COMMANDS).map((name) => [name, action(name)]));
  useComponentActions(registerActions, {
    ...handlers,
    setContent: ({ value: next }) =>
      editor.commands.setContent(typeof next === 'string' ? next : '', {
        contentType: latest.current.output,
        emitUpdate: true,
      }),
  });

  const openPanel = (kind: PanelKind) => {
    const href: unknown = editor.getAttributes('link').href;
    setPanel({
      kind,
      values: kind === 'link' ? { href: typeof href === 'string' ? href : '' } : {},
    });
  };
  const closePanel = () => {
    setPanel(null);
    editor.commands.focus();
  };
  const applyPanel = (values: Record<string, string>) => {
    if (!panel) return;
    const name = {
      link: 'setLink',
      image: 'insertImage',
      inlineMath: 'insertInlineMath',
      blockMath: 'insertBlockMath',
    }[panel.kind];
    setPanel(null);
    runCommand(editor, name, { ...values, pos: panel.pos });
  };

  const flags = Object.fromEntries(
    TOOLBAR_FLAGS.map((flag) => [flag, props[flag] !== false]),
  ) as Record<ToolbarFlag, boolean>;
  const showToolbar = canEdit && props.hideMenu !== true && props.customMenu !== true;
  const styles = tagStylesCss(scope, props);
  useWarnings(styles.problems);

  return (
    <div
      {...attributes}
      className={`b-rich-text ${scope} ${className}`}
      data-editable={editable ? 'true' : 'false'}
      data-readonly={props.readonly === true ? 'true' : 'false'}
    >
      {styles.css ? <style>{styles.css}</style> : null}
      {showToolbar ? (
        <Toolbar
          flags={flags}
          active={active}
          texts={texts}
          wrap={props.wrapMenu === true}
          controls={editorId}
          onCommand={(name, args) => void runCommand(editor, name, args)}
          onPanel={openPanel}
        />
      ) : null}
      {panel && canEdit ? (
        <Panel
          key={`${panel.kind}:${panel.pos ?? ''}`}
          panel={panel}
          texts={texts}
          onApply={applyPanel}
          onRemoveLink={() => {
            setPanel(null);
            runCommand(editor, 'unsetLink');
          }}
          onClose={closePanel}
        />
      ) : null}
      <EditorContent editor={editor} className="b-rich-text-body" />
      {props.mentionEnabled === true && canEdit ? (
        <MentionList menu={menu} editor={editor} label={texts.suggestions} />
      ) : null}
    </div>
  );
}

/** Bound values can be anything: say once what was dropped, never break the page. */
function warnProblem(problem: string) {
  warnOnce(`[baobab] rich-text: ${problem}`);
}

function useWarnings(problems: readonly string[]) {
  const key = problems.join('\n');
  useEffect(() => {
    for (const problem of key ? key.split('\n') : []) warnProblem(problem);
  }, [key]);
}

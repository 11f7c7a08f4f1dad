// First: KaTeX checks the document mode when it loads.
import './test-doctype.ts';
import type { Editor } from '@tiptap/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActionRegistrar, ComponentActionHandler } from '../component.ts';
import { defaultProps } from '../props.ts';
import { sharedChecks } from '../testing/shared-checks.tsx';
import { richTextDefinition, type RichTextProps } from './definition.ts';
import { RichText } from './RichText.tsx';
import { richTextSeeds } from './seeds.ts';

sharedChecks(richTextDefinition, RichText, { seeds: richTextSeeds, link: false });

const CONTENT_HTML = '<h1>Title</h1><p><strong>bold</strong> text</p><ul><li><p>item</p></li></ul>';
const CONTENT_MARKDOWN = '# Title\n\n**bold** text\n\n- item';

describe('RichText', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const base = defaultProps<RichTextProps>(richTextDefinition, 'en');

  /** Renders with spies on the runtime hooks; `actions` are what workflows can call. */
  function show(props: Partial<RichTextProps> = {}, lang = 'en') {
    const emit = vi.fn();
    const publish = vi.fn();
    let actions: Readonly<Record<string, ComponentActionHandler>> = {};
    const registerActions: ActionRegistrar = (handlers) => {
      actions = handlers;
      return () => undefined;
    };
    const view = render(
      <RichText
        props={{ ...base, ...props }}
        className="b-rt"
        lang={lang}
        emit={emit}
        publish={publish}
        registerActions={registerActions}
      />,
    );
    const content = () => view.container.querySelector<HTMLElement>('.b-rich-text-content')!;
    const editor = () => (content() as unknown as { editor: Editor }).editor;
    const published = () => publish.mock.lastCall?.[0] as { value: string; active: object };
    const changes = () =>
      emit.mock.calls.filter(([name]) => name === 'change').map(([, payload]) => payload.value);
    return {
      ...view,
      emit,
      content,
      editor,
      published,
      changes,
      call: (name: string, args: Record<string, unknown> = {}) =>
        act(() => void actions[name]!(args)),
      rerenderWith: (next: Partial<RichTextProps>) =>
        view.rerender(
          <RichText
            props={{ ...base, ...props, ...next }}
            className="b-rt"
            lang={lang}
            emit={emit}
            publish={publish}
            registerActions={registerActions}
          />,
        ),
    };
  }

  describe('rich-text output formats', () => {
    it('publishes HTML for headings, bold and lists, and emits it on change', async () => {
      const view = show({ initialValue: CONTENT_HTML });
      expect(view.content().querySelector('h1')?.textContent).toBe('Title');
      expect(view.content().querySelector('strong')?.textContent).toBe('bold');
      expect(view.content().querySelector('ul li')?.textContent).toBe('item');
      expect(view.published().value).toBe(CONTENT_HTML);

      view.call('setContent', { value: '<h2>Other</h2>' });
      expect(view.changes()).toEqual(['<h2>Other</h2>']);
      expect(view.published().value).toBe('<h2>Other</h2>');
    });

    it('gives the same content as Markdown when the output is markdown', () => {
      const view = show({ initialValue: CONTENT_HTML });
      view.rerenderWith({ output: 'markdown' });
      expect(view.published().value).toBe(CONTENT_MARKDOWN);

      act(() => {
        view.editor().chain().focus('end').insertContent(' more').run();
      });
      expect(view.changes()).toEqual([`${CONTENT_MARKDOWN} more`]);
    });

    it('parses a Markdown initial value when the output is markdown', () => {
      const view = show({ output: 'markdown', initialValue: CONTENT_MARKDOWN });
      expect(view.content().querySelector('h1')?.textContent).toBe('Title');
      expect(view.content().querySelector('strong')?.textContent).toBe('bold');
      expect(view.content().querySelector('ul li')?.textContent).toBe('item');
      expect(view.published().value).toBe(CONTENT_MARKDOWN);
      expect(view.editor().getHTML()).toBe(CONTENT_HTML);
    });

    it('replaces the content when the initial value changes, without a change event', () => {
      const view = show({ initialValue: '<p>one</p>' });
      view.rerenderWith({ initialValue: '<p>two</p>' });
      expect(view.content().textContent).toBe('two');
      expect(view.published().value).toBe('<p>two</p>');
      expect(view.changes()).toEqual([]);
    });

    it('debounces change events when asked', () => {
      vi.useFakeTimers();
      const view = show({ debounce: true, debounceDelay: 300 });
      act(() => {
        view.editor().chain().focus().insertContent('a').run();
        view.editor().chain().insertContent('b').run();
      });
      expect(view.changes()).toEqual([]);
      act(() => void vi.advanceTimersByTime(299));
      expect(view.changes()).toEqual([]);
      act(() => void vi.advanceTimersByTime(1));
      expect(view.changes()).toEqual(['<p>ab</p>']);
    });
  });

  it('is not editable when read only or not editable', () => {
    const editable = show();
    expect(editable.content().getAttribute('contenteditable')).toBe('true');
    cleanup();
    const readonly = show({ readonly: true, initialValue: '<p>Fixed</p>' });
    expect(readonly.content().getAttribute('contenteditable')).toBe('false');
    expect(readonly.content().getAttribute('aria-readonly')).toBe('true');
    expect(readonly.editor().isEditable).toBe(false);
    expect(screen.queryByRole('toolbar')).toBeNull();
    cleanup();
    const display = show({ editable: false, initialValue: '<p>Shown</p>' });
    expect(display.content().getAttribute('contenteditable')).toBe('false');
    expect(display.content().textContent).toBe('Shown');
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  describe('toolbar', () => {
    it('shows every tool by default, with labels in the page language', () => {
      show();
      const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
      const names = within(toolbar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'));
      expect(names).toEqual([
        'Bold',
        'Italic',
        'Underline',
        'Strikethrough',
        'Align left',
        'Align center',
        'Align right',
        'Justify',
        'Bulleted list',
        'Numbered list',
        'Task list',
        'Insert table',
        'Link',
        'Image',
        'Code block',
        'Quote',
        'Inline formula',
        'Block formula',
        'Undo',
        'Redo',
      ]);
      expect(within(toolbar).getByRole('combobox', { name: 'Text type' })).toBeDefined();
      expect(within(toolbar).getByLabelText('Text color')).toBeDefined();
      cleanup();
      show({}, 'fr');
      const fr = screen.getByRole('toolbar', { name: 'Mise en forme' });
      expect(within(fr).getByRole('button', { name: 'Gras' })).toBeDefined();
      expect(within(fr).getByRole('button', { name: 'Rétablir' })).toBeDefined();
    });

    it('hides the tools whose flag is off, and the whole toolbar for hideMenu or customMenu', () => {
      show({
        toolbarBold: false,
        toolbarTextColor: false,
        toolbarTextType: false,
        toolbarRedo: false,
      });
      const toolbar = screen.getByRole('toolbar');
      expect(within(toolbar).queryByRole('button', { name: 'Bold' })).toBeNull();
      expect(within(toolbar).queryByRole('button', { name: 'Redo' })).toBeNull();
      expect(within(toolbar).queryByRole('combobox')).toBeNull();
      expect(within(toolbar).queryByLabelText('Text color')).toBeNull();
      expect(within(toolbar).getByRole('button', { name: 'Italic' })).toBeDefined();
      cleanup();
      show({ hideMenu: true });
      expect(screen.queryByRole('toolbar')).toBeNull();
      cleanup();
      const custom = show({ customMenu: true });
      expect(screen.queryByRole('toolbar')).toBeNull();
      // The author's own buttons call the actions instead.
      custom.call('setContent', { value: '<p>hello</p>' });
      act(() => void custom.editor().commands.selectAll());
      custom.call('toggleBold');
      custom.call('setTextAlign', { align: 'center' });
      expect(custom.published().value).toBe(
        '<p style="text-align: center;"><strong>hello</strong></p>',
      );
    });

    it('presses the buttons of the active formats', () => {
      const view = show({ initialValue: '<p>hello</p>' });
      const bold = screen.getByRole('button', { name: 'Bold' });
      expect(bold.getAttribute('aria-pressed')).toBe('false');
      act(() => void view.editor().commands.selectAll());
      fireEvent.click(bold);
      expect(bold.getAttribute('aria-pressed')).toBe('true');
      expect(view.published().value).toBe('<p><strong>hello</strong></p>');
      expect(screen.getByRole('button', { name: 'Undo' }).getAttribute('aria-disabled')).toBeNull();
    });

    it('moves between its controls with the arrow keys, with a single tab stop', () => {
      show();
      const toolbar = screen.getByRole('toolbar');
      const select = within(toolbar).getByRole('combobox');
      const bold = within(toolbar).getByRole('button', { name: 'Bold' });
      const redo = within(toolbar).getByRole('button', { name: 'Redo' });
      expect(toolbar.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
      expect(select.tabIndex).toBe(0);
      act(() => select.focus());
      fireEvent.keyDown(select, { key: 'ArrowRight' });
      expect(document.activeElement).toBe(bold);
      expect(bold.tabIndex).toBe(0);
      expect(select.tabIndex).toBe(-1);
      fireEvent.keyDown(bold, { key: 'End' });
      expect(document.activeElement).toBe(redo);
      fireEvent.keyDown(redo, { key: 'ArrowRight' });
      expect(document.activeElement).toBe(select);
      fireEvent.keyDown(select, { key: 'ArrowLeft' });
      expect(document.activeElement).toBe(redo);
    });
  });

  describe('mentions', () => {
    const people = Array.from({ length: 12 }, (_, i) => ({
      uid: `u${i}`,
      name: { full: `Ana ${i}` },
    }));

    it('offers at most the suggestion count, read through the id and label paths', async () => {
      const view = show({
        mentionEnabled: true,
        mentionList: people,
        mentionSuggestionCount: 3,
        mentionIdPath: 'uid',
        mentionLabelPath: 'name.full',
      });
      await act(async () => {
        view.editor().chain().focus().insertContent('Hi @an').run();
      });
      const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
      const options = within(listbox).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual(['Ana 0', 'Ana 1', 'Ana 2']);
      expect(options[0]!.getAttribute('aria-selected')).toBe('true');
      expect(view.content().getAttribute('aria-activedescendant')).toBe(options[0]!.id);

      fireEvent.click(options[1]!);
      await act(async () => undefined);
      expect(screen.queryByRole('listbox')).toBeNull();
      const mention = view.content().querySelector('[data-type="mention"]');
      expect(mention?.getAttribute('data-id')).toBe('u1');
      expect(mention?.textContent).toBe('@Ana 1');
    });

    it('clamps the suggestion count to 1–20 and offers nothing while mentions are off', async () => {
      const many = Array.from({ length: 30 }, (_, i) => ({ id: String(i), label: `Bo ${i}` }));
      const view = show({ mentionEnabled: true, mentionList: many, mentionSuggestionCount: 99 });
      await act(async () => {
        view.editor().chain().focus().insertContent('@bo').run();
      });
      expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(20);
      cleanup();
      const off = show({ mentionEnabled: false, mentionList: many });
      await act(async () => {
        off.editor().chain().focus().insertContent('@bo').run();
      });
      expect(screen.queryByRole('listbox')).toBeNull();
    });
  });

  describe('placeholder', () => {
    it('shows the placeholder on an empty editor, in the page language', () => {
      const view = show();
      const line = view.content().querySelector('.b-rich-text-placeholder');
      expect(line?.getAttribute('data-placeholder')).toBe('Type here...');
      expect(view.content().getAttribute('aria-placeholder')).toBe('Type here...');
      expect(view.published().value).toBe('');
      cleanup();
      const fr = show(defaultProps<RichTextProps>(richTextDefinition, 'fr'), 'fr');
      expect(
        fr.content().querySelector('.b-rich-text-placeholder')?.getAttribute('data-placeholder'),
      ).toBe('Écrivez ici...');
      expect(fr.content().getAttribute('aria-label')).toBe('Éditeur de texte');
    });

    it('has no placeholder once there is content', () => {
      const view = show({ initialValue: '<p>Hello</p>', placeholder: 'Say something' });
      expect(view.content().querySelector('.b-rich-text-placeholder')).toBeNull();
      act(() => void view.editor().commands.clearContent(true));
      expect(
        view.content().querySelector('.b-rich-text-placeholder')?.getAttribute('data-placeholder'),
      ).toBe('Say something');
    });
  });

  it('scopes the per-tag style objects to this editor', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const view = show({
      h1Style: { color: 'rebeccapurple', fontSize: 40 },
      mentionStyle: { backgroundColor: '#fde' },
      pStyle: { color: 'red;} body{display:none' },
    });
    const root = view.container.firstElementChild!;
    const scope = [...root.classList].find((name) => /^b-rich-text-.+/.test(name))!;
    const css = root.querySelector('style')?.textContent ?? '';
    expect(css).toContain(`.${scope} .b-rich-text-content h1{color:rebeccapurple;font-size:40px}`);
    expect(css).toContain(
      `.${scope} .b-rich-text-content [data-type="mention"]{background-color:#fde}`,
    );
    expect(css).not.toContain('display:none');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('pStyle'));
  });
});

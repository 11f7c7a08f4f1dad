/**
 * The rich text rendered by the server (`react-dom/server`, no `window`), as a published page's
 * is: tiptap makes no editor there and `useEditorState` gives a null editor, which the toolbar's
 * pressed states once read (`Cannot read properties of null (reading 'getAttributes')`: every
 * staging and production page with a rich text fell back to the browser's rendering).
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultProps } from '../props.ts';
import { activeFormats, NO_FORMATS } from './active.ts';
import { richTextDefinition, type RichTextProps } from './definition.ts';
import { RichText } from './RichText.tsx';

const base = defaultProps<RichTextProps>(richTextDefinition, 'en');

function serverHtml(props: Partial<RichTextProps>): string {
  return renderToString(
    createElement(RichText, { props: { ...base, ...props }, className: 'b-rt', lang: 'en' }),
  );
}

describe('RichText rendered by the server', () => {
  it('has no window here: the server case, not a browser one', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders the toolbar as for an empty paragraph, in every output and with mentions', () => {
    for (const props of [
      { initialValue: '<p><strong>bold</strong></p>' },
      { output: 'markdown', initialValue: '**bold**' },
      { mentionEnabled: true, placeholder: 'Write', debounce: true },
    ] as Array<Partial<RichTextProps>>) {
      const html = serverHtml(props);
      expect(html).toContain('class="b-rich-text-body"');
      expect(html).toContain('role="toolbar"');
      // Aligned left (the default), nothing else pressed, nothing to undo.
      expect(html.match(/aria-pressed="true"/g)).toEqual(['aria-pressed="true"']);
      expect(html).toMatch(/data-tool="align-left"[^>]*aria-pressed="true"/);
      expect(html).toMatch(/data-tool="undo"[^>]*aria-disabled="true"/);
    }
  });

  it('renders without a toolbar when read only, not editable or with its menu hidden', () => {
    for (const props of [
      { readonly: true },
      { editable: false },
      { hideMenu: true },
      { customMenu: true },
    ] as Array<Partial<RichTextProps>>) {
      const html = serverHtml(props);
      expect(html).toContain('class="b-rich-text-body"');
      expect(html).not.toContain('role="toolbar"');
    }
  });

  it('gives no active format without an editor', () => {
    expect(activeFormats(null)).toBe(NO_FORMATS);
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultProps } from '../props.ts';
import { richTextDefinition, type RichTextProps } from './definition.ts';
import { RichText } from './RichText.tsx';

const en = defaultProps<RichTextProps>(richTextDefinition, 'en');
const fr = defaultProps<RichTextProps>(richTextDefinition, 'fr');

/** A small picture that needs no network. */
const PICTURE = `data:image/svg+xml;base64,${btoa(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60" fill="#9db4d6"/><circle cx="30" cy="30" r="18" fill="#1a5fb4"/></svg>',
)}`;

/** Something of everything the toolbar can make. */
const EVERYTHING = [
  '<h2>Delivery notes</h2>',
  '<p>Orders ship <strong>within 24 hours</strong>, <em>except</em> on <u>public holidays</u>; <s>same-day</s> is paused. <span style="color: #b42318">Fragile items</span> go by courier, see <a href="https://example.com/shipping">shipping</a>.</p>',
  '<p style="text-align: center">Centred line</p>',
  '<ul><li><p>Groceries</p></li><li><p>Airtime</p></li></ul>',
  '<ol><li><p>Pack</p></li><li><p>Ship</p></li></ol>',
  '<ul data-type="taskList"><li data-type="taskItem" data-checked="true"><p>Print labels</p></li><li data-type="taskItem" data-checked="false"><p>Call courier</p></li></ul>',
  '<table><tbody><tr><th><p>Zone</p></th><th><p>Days</p></th></tr><tr><td><p>City</p></td><td><p>1</p></td></tr></tbody></table>',
  `<img src="${PICTURE}" alt="Parcel drawing">`,
  '<pre><code>total = price * quantity</code></pre>',
  '<blockquote><p>Fast and careful.</p></blockquote>',
  '<p>Mass and energy: <span data-type="inline-math" data-latex="E = mc^2"></span></p>',
  '<div data-type="block-math" data-latex="\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}"></div>',
].join('');

const meta = {
  title: 'Catalogue/Legacy rich text editor',
  component: RichText,
  args: { props: en, className: 'b-story', lang: 'en' },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const French: Story = { args: { props: fr, lang: 'fr' } };

export const EveryToolbarFlag: Story = {
  args: { props: { ...en, initialValue: EVERYTHING, wrapMenu: true } },
};

export const MarkdownOutput: Story = {
  args: {
    props: {
      ...en,
      output: 'markdown',
      initialValue:
        '# Weekly menu\n\n**Monday**: rice and beans\n\n- Tuesday: soup\n- Wednesday: *fish*',
    },
  },
};

export const Mentions: Story = {
  args: {
    props: {
      ...en,
      mentionEnabled: true,
      mentionSuggestionCount: 3,
      mentionIdPath: 'uid',
      mentionLabelPath: 'name',
      mentionList: [
        { uid: 'u1', name: 'Ada Lovelace' },
        { uid: 'u2', name: 'Alan Turing' },
        { uid: 'u3', name: 'Grace Hopper' },
        { uid: 'u4', name: 'Katherine Johnson' },
      ],
      initialValue:
        '<p>Type @ to mention someone, e.g. <span data-type="mention" data-id="u1" data-label="Ada Lovelace"></span>.</p>',
    },
  },
};

export const FewToolsAndStyles: Story = {
  args: {
    props: {
      ...en,
      toolbarTextType: false,
      toolbarAlignLeft: false,
      toolbarAlignCenter: false,
      toolbarAlignRight: false,
      toolbarAlignJustify: false,
      toolbarTaskList: false,
      toolbarTable: false,
      toolbarImage: false,
      toolbarCodeBlock: false,
      toolbarInlineMath: false,
      toolbarBlockMath: false,
      h2Style: { color: '#1a4f96', fontFamily: 'Georgia, serif' },
      pStyle: { lineHeight: 1.6 },
      aStyle: { color: '#b42318' },
      initialValue:
        '<h2>Styled heading</h2><p>Body text with a <a href="https://example.com">link</a>.</p>',
    },
  },
};

export const ReadOnly: Story = {
  args: { props: { ...en, readonly: true, initialValue: EVERYTHING } },
};

export const NotEditable: Story = {
  args: { props: { ...en, editable: false, initialValue: EVERYTHING } },
};

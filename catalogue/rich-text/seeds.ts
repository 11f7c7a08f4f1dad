import type { ComponentSeeds } from '../seeds.ts';

/**
 * Seeds §3 "Legacy rich text editor (deprecated)", by hand: "initialValue; output html/markdown;
 * readonly; editable; hideMenu; wrapMenu; custom menu; placeholder default 'Type here...';
 * debounce; autofocus; mentions (enable, char default @, allow spaces, list of id/label,
 * suggestion count 1-20 default 5, id and label paths); toolbar visibility flags (text type,
 * bold, italic, underline, strike, four aligns, text color, bullet/ordered/task list, table,
 * link, image, code block, quote, inline and block math, undo, redo); per-tag style objects
 * (h1-h6, p, mention, a, blockquote, code, img, checkbox, table)." §4: inputs have the focus and
 * readonly states. §5: "Legacy select and rich text are deprecated."
 *
 * Names the seeds give in words are spelled here: mentions as flat `mention…` fields, flags as
 * `toolbar…`, style objects as `<tag>Style`.
 */
export const richTextSeeds: ComponentSeeds = {
  heading: 'Legacy rich text editor (deprecated)',
  properties: [
    { name: 'initialValue' },
    { name: 'output', options: ['html', 'markdown'] },
    { name: 'readonly' },
    { name: 'editable' },
    { name: 'hideMenu' },
    { name: 'wrapMenu' },
    { name: 'customMenu' },
    { name: 'placeholder', default: 'Type here...' },
    { name: 'debounce' },
    { name: 'autofocus' },
    { name: 'mentionEnabled' },
    { name: 'mentionChar', default: '@' },
    { name: 'mentionAllowSpaces' },
    { name: 'mentionList' },
    { name: 'mentionList.id' },
    { name: 'mentionList.label' },
    { name: 'mentionSuggestionCount', default: 5, bounds: [{ min: 1, max: 20 }] },
    { name: 'mentionIdPath' },
    { name: 'mentionLabelPath' },
    { name: 'toolbarTextType' },
    { name: 'toolbarBold' },
    { name: 'toolbarItalic' },
    { name: 'toolbarUnderline' },
    { name: 'toolbarStrike' },
    { name: 'toolbarAlignLeft' },
    { name: 'toolbarAlignCenter' },
    { name: 'toolbarAlignRight' },
    { name: 'toolbarAlignJustify' },
    { name: 'toolbarTextColor' },
    { name: 'toolbarBulletList' },
    { name: 'toolbarOrderedList' },
    { name: 'toolbarTaskList' },
    { name: 'toolbarTable' },
    { name: 'toolbarLink' },
    { name: 'toolbarImage' },
    { name: 'toolbarCodeBlock' },
    { name: 'toolbarQuote' },
    { name: 'toolbarInlineMath' },
    { name: 'toolbarBlockMath' },
    { name: 'toolbarUndo' },
    { name: 'toolbarRedo' },
    { name: 'h1Style' },
    { name: 'h2Style' },
    { name: 'h3Style' },
    { name: 'h4Style' },
    { name: 'h5Style' },
    { name: 'h6Style' },
    { name: 'pStyle' },
    { name: 'mentionStyle' },
    { name: 'aStyle' },
    { name: 'blockquoteStyle' },
    { name: 'codeStyle' },
    { name: 'imgStyle' },
    { name: 'checkboxStyle' },
    { name: 'tableStyle' },
  ],
  states: ['focus', 'readonly'],
};

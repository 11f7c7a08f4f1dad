export { RichText } from './RichText.tsx';
export { richTextDefinition, type RichTextProps } from './definition.ts';

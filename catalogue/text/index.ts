export { Text } from './Text.tsx';
export { textDefinition, TEXT_TAGS, type TextProps, type TextTag } from './definition.ts';

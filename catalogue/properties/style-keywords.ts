/**
 * Keywords a length or number style property takes besides numbers (`auto`, `none`…): the length
 * field offers them in its unit list, and the style rules accept them (`style-rules.ts`).
 */
const KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  width: ['auto'],
  height: ['auto'],
  minWidth: ['auto'],
  minHeight: ['auto'],
  maxWidth: ['none'],
  maxHeight: ['none'],
  flexBasis: ['auto', 'content'],
  marginTop: ['auto'],
  marginRight: ['auto'],
  marginBottom: ['auto'],
  marginLeft: ['auto'],
  top: ['auto'],
  right: ['auto'],
  bottom: ['auto'],
  left: ['auto'],
  lineHeight: ['normal'],
  letterSpacing: ['normal'],
  backgroundPositionX: ['left', 'center', 'right'],
  backgroundPositionY: ['top', 'center', 'bottom'],
  zIndex: ['auto'],
};

export function styleKeywordsFor(name: string): readonly string[] {
  return KEYWORDS[name] ?? [];
}

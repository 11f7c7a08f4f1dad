export { Html } from './Html.tsx';
export { htmlDefinition, type HtmlProps } from './definition.ts';

export { Flexbox } from './Flexbox.tsx';
export { flexboxDefinition, type FlexboxProps } from './definition.ts';

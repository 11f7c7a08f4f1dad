export { MaskInput } from './MaskInput.tsx';
export { maskInputDefinition, type MaskInputProps } from './definition.ts';

export { Select } from './Select.tsx';
export { selectDefinition, type SelectProps } from './definition.ts';

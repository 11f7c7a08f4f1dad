export { Checkbox } from './Checkbox.tsx';
export { checkboxDefinition, type CheckboxProps } from './definition.ts';

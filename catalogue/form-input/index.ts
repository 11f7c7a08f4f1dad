export { FormInput } from './FormInput.tsx';
export { formInputDefinition, type FormInputProps } from './definition.ts';

export { FormContainer } from './FormContainer.tsx';
export { formContainerDefinition, type FormContainerProps } from './definition.ts';

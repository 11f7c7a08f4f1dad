export { Button } from './Button.tsx';
export { buttonDefinition, type ButtonProps } from './definition.ts';

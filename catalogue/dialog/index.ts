export { Dialog } from './Dialog.tsx';
export { dialogDefinition, type DialogProps } from './definition.ts';

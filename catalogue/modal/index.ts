export { Modal } from './Modal.tsx';
export { modalDefinition, type ModalProps } from './definition.ts';

export { FileInput } from './FileInput.tsx';
export { fileInputDefinition, type FileInputProps } from './definition.ts';

export { Image, placeholderUrl } from './Image.tsx';
export { imageDefinition, type ImageProps } from './definition.ts';

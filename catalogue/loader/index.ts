export { Loader } from './Loader.tsx';
export { loaderDefinition, type LoaderProps } from './definition.ts';

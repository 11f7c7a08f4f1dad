export { packageLoaderPlugin as default } from './plugin.ts';

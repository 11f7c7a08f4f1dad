export { soundPlugin as default } from './plugin.ts';

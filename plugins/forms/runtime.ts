export { formsPlugin as default } from './plugin.ts';

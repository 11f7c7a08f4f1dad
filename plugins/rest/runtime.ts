export { restPlugin as default } from './plugin.ts';

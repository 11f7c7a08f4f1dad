export { datasourcePlugin as default } from './plugin.ts';

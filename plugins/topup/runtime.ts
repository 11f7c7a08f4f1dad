export { topupPlugin as default } from './plugin.ts';

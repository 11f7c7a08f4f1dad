export { sharePlugin as default } from './plugin.ts';

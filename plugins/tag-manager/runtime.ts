export { tagManagerPlugin as default } from './plugin.ts';

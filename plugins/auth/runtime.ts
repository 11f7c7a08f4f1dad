export { authPlugin as default } from './plugin.ts';

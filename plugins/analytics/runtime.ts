/** The analytics plugin, as the runtime loads it (its own chunk). */
export { analyticsPlugin as default } from './plugin.ts';

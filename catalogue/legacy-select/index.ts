export { LegacySelect } from './LegacySelect.tsx';
export { legacySelectDefinition, type LegacySelectProps } from './definition.ts';

export { MapView } from './MapView.tsx';
export { mapDefinition, type MapProps, type MapMarker } from './definition.ts';

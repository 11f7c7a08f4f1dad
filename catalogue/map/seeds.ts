import type { ComponentSeeds } from '../seeds.ts';

/**
 * Seeds §3 "Map":
 * - defaultMapType: roadmap, satellite, hybrid, terrain
 * - mapStyle: standard, silver, retro, dark, night, aubergine, custom JSON
 * - custom marker icon options with auto-size, default 40x40; map provider key text
 * - lat default 40.712784, lng default -74.005941; zoom 0-20, default 11
 * - markers array (name, lat, lng, url, width, height); defaults are two sample city markers
 * - field-path mappings for name, lat, lng, url, width, height
 * - markerTooltipTrigger none/hover/click (default hover); fixedBounds on
 * - zoom, scale, rotate, street view, fullscreen and map type controls all on by default
 * The seeds name no property for the key, the custom JSON, the icon options or the field paths:
 * the names below are ours (googleKey, customMapStyle, markerIcon*, *Field).
 */
export const mapSeeds: ComponentSeeds = {
  heading: 'Map',
  properties: [
    { name: 'defaultMapType', options: ['roadmap', 'satellite', 'hybrid', 'terrain'] },
    {
      name: 'mapStyle',
      options: ['standard', 'silver', 'retro', 'dark', 'night', 'aubergine', 'custom'],
    },
    { name: 'customMapStyle' },
    { name: 'markerIcon' },
    { name: 'markerIconAutoSize' },
    { name: 'markerIconWidth', default: 40 },
    { name: 'markerIconHeight', default: 40 },
    { name: 'googleKey' },
    { name: 'lat', default: 40.712784 },
    { name: 'lng', default: -74.005941 },
    { name: 'zoom', default: 11, bounds: [{ min: 0, max: 20 }] },
    { name: 'markers' },
    { name: 'markers.name' },
    { name: 'markers.lat' },
    { name: 'markers.lng' },
    { name: 'markers.url' },
    { name: 'markers.width' },
    { name: 'markers.height' },
    { name: 'nameField' },
    { name: 'latField' },
    { name: 'lngField' },
    { name: 'urlField' },
    { name: 'widthField' },
    { name: 'heightField' },
    { name: 'markerTooltipTrigger', default: 'hover', options: ['none', 'hover', 'click'] },
    { name: 'fixedBounds', default: true },
    { name: 'zoomControl', default: true },
    { name: 'scaleControl', default: true },
    { name: 'rotateControl', default: true },
    { name: 'streetViewControl', default: true },
    { name: 'fullscreenControl', default: true },
    { name: 'mapTypeControl', default: true },
  ],
};

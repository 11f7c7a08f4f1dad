/// <reference types="google.maps" />
/**
 * Google Maps for MapView: loading the API (its loader is a dynamic import, so no map code is
 * downloaded for a map without a key) and drawing a map from settings. Only MapView imports it.
 */
import type { MapProps } from './definition.ts';
import type { MarkerView } from './markers.ts';
import presets from './map-styles.json';
import { warnOnce } from '../warn-once.ts';

export interface MapsApi {
  maps: google.maps.MapsLibrary;
  marker: google.maps.MarkerLibrary;
  core: google.maps.CoreLibrary;
}

let loading: { key: string; api: Promise<MapsApi> } | undefined;
/**
 * The Maps JavaScript API for `key`. The script is loaded once per page, so a later map with
 * another key reuses the first one's (with a warning). A failure (offline, blocked script) is
 * not kept: the next map tries again.
 */
export function loadMaps(key: string, language: string): Promise<MapsApi> {
  if (loading && loading.key !== key)
    warnOnce('Map: the page already loaded Google Maps with another key; using that one.');
  if (loading) return loading.api;
  const api = (async () => {
    const loader = await import('@googlemaps/js-api-loader');
    loader.setOptions({ key, v: 'weekly', language });
    const [maps, marker, core] = await Promise.all([
      loader.importLibrary('maps'),
      loader.importLibrary('marker'),
      loader.importLibrary('core'),
    ]);
    return { maps, marker, core };
  })();
  loading = { key, api };
  api.catch(() => {
    if (loading?.api === api) loading = undefined;
  });
  return api;
}

/** The style array of a preset, or of the custom JSON (ignored, with a warning, when invalid). */
export function mapStyles(
  style: MapProps['mapStyle'],
  custom: string,
): google.maps.MapTypeStyle[] | null {
  if (style === 'custom') {
    try {
      const parsed: unknown = JSON.parse(custom || '[]');
      if (Array.isArray(parsed)) return parsed as google.maps.MapTypeStyle[];
    } catch {
      // reported below
    }
    warnOnce('Map: the custom style is not a JSON array of map styles; using the standard look.');
    return null;
  }
  const preset = (presets as Record<string, unknown>)[style];
  return Array.isArray(preset) ? (preset as google.maps.MapTypeStyle[]) : null;
}

/** Map options from settings (the view itself is set by `showMarkers`). */
export function mapOptions(props: MapProps): google.maps.MapOptions {
  return {
    mapTypeId: props.defaultMapType,
    styles: mapStyles(props.mapStyle, props.customMapStyle),
    zoomControl: props.zoomControl,
    scaleControl: props.scaleControl,
    rotateControl: props.rotateControl,
    streetViewControl: props.streetViewControl,
    fullscreenControl: props.fullscreenControl,
    mapTypeControl: props.mapTypeControl,
  };
}

export interface MarkerSettings {
  icon: string;
  autoSize: boolean;
  width: number;
  height: number;
  trigger: MapProps['markerTooltipTrigger'];
  fitBounds: boolean;
  center: google.maps.LatLngLiteral;
  zoom: number;
  /** Link text in the tooltip. */
  openText: string;
}

function tooltip(marker: MarkerView, openText: string): HTMLElement {
  const box = document.createElement('div');
  box.className = 'b-map-tooltip';
  const name = document.createElement('strong');
  name.textContent = marker.name;
  box.append(name);
  if (marker.url) {
    const link = document.createElement('a');
    link.href = marker.url;
    link.textContent = openText;
    box.append(document.createElement('br'), link);
  }
  return box;
}

/**
 * Draws `markers` on `map` with their tooltips and sets the view (all markers framed, or the
 * centre and zoom); returns the clean-up. `onClick` hears every marker click.
 */
export function showMarkers(
  api: MapsApi,
  map: google.maps.Map,
  markers: readonly MarkerView[],
  settings: MarkerSettings,
  onClick: (marker: MarkerView) => void,
): () => void {
  const info = new api.maps.InfoWindow();
  const drawn = markers.map((item) => {
    const width = item.width ?? settings.width;
    const height = item.height ?? settings.height;
    const marker = new api.marker.Marker({
      map,
      position: { lat: item.lat, lng: item.lng },
      // The accessible name of the marker (Google makes titled markers focusable buttons).
      title: item.name || undefined,
      icon: settings.icon
        ? {
            url: settings.icon,
            scaledSize: settings.autoSize ? undefined : new api.core.Size(width, height),
          }
        : undefined,
    });
    const open = () => {
      if (!item.name && !item.url) return;
      info.setContent(tooltip(item, settings.openText));
      info.open({ map, anchor: marker, shouldFocus: false });
    };
    const listeners = [
      marker.addListener('click', () => {
        onClick(item);
        if (settings.trigger === 'click') open();
        // Without a clickable tooltip, a click on a marker with a link follows it.
        else if (item.url) window.location.assign(item.url);
      }),
    ];
    if (settings.trigger === 'hover')
      listeners.push(
        marker.addListener('mouseover', open),
        marker.addListener('mouseout', () => info.close()),
      );
    return { marker, listeners };
  });

  if (settings.fitBounds && markers.length > 1) {
    const bounds = new api.core.LatLngBounds();
    for (const item of markers) bounds.extend({ lat: item.lat, lng: item.lng });
    map.fitBounds(bounds);
  } else {
    map.setCenter(
      settings.fitBounds && markers.length === 1
        ? { lat: markers[0]!.lat, lng: markers[0]!.lng }
        : settings.center,
    );
    map.setZoom(settings.zoom);
  }

  return () => {
    info.close();
    for (const { marker, listeners } of drawn) {
      for (const listener of listeners) listener.remove();
      marker.setMap(null);
    }
  };
}

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CatalogueComponentProps, ComponentEmit, ElementAttributes } from '../component.ts';
import type { MapProps } from './definition.ts';
import { loadMaps, mapOptions, showMarkers, type MapsApi, type MarkerSettings } from './google.ts';
import { warnOnce } from '../warn-once.ts';
import { clampNumber, readMarkers, type MarkerView } from './markers.ts';
import './MapView.css';

const TEXTS = {
  en: {
    region: 'Map',
    noKey: 'Map unavailable — no Google Maps key configured',
    offline: 'Map unavailable — Google Maps could not be loaded (are you offline?)',
    markers: 'Markers',
    none: 'No markers',
    unnamed: 'Unnamed marker',
    open: 'Open link',
  },
  fr: {
    region: 'Carte',
    noKey: 'Carte indisponible — aucune clé Google Maps configurée',
    offline: 'Carte indisponible — Google Maps n’a pas pu être chargé (êtes-vous hors ligne ?)',
    markers: 'Marqueurs',
    none: 'Aucun marqueur',
    unnamed: 'Marqueur sans nom',
    open: 'Ouvrir le lien',
  },
};
type Texts = (typeof TEXTS)['en'];

const textsFor = (lang: string | undefined): Texts =>
  lang?.toLowerCase().startsWith('fr') ? TEXTS.fr : TEXTS.en;

function numberFormat(lang: string | undefined): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(lang || 'en', { maximumFractionDigits: 6 });
  } catch {
    return new Intl.NumberFormat('en', { maximumFractionDigits: 6 });
  }
}

interface RootProps {
  className: string;
  attributes: ElementAttributes | undefined;
  texts: Texts;
}

/**
 * What shows instead of the map (no key, or Google Maps failed to load): the reason and every
 * marker as a list (name — linked when it has a link — and coordinates), so the content stays
 * available offline and to screen readers.
 */
function Placeholder({
  reason,
  markers,
  lang,
  className,
  attributes,
  texts,
}: RootProps & { reason: 'no-key' | 'offline'; markers: readonly MarkerView[]; lang?: string }) {
  const format = numberFormat(lang);
  return (
    <div
      {...attributes}
      className={`b-map-root ${className}`}
      role="region"
      aria-label={texts.region}
      data-state={reason}
    >
      <div className="b-map-placeholder">
        <p className="b-map-message">{reason === 'no-key' ? texts.noKey : texts.offline}</p>
        {markers.length ? (
          <ul className="b-map-markers" aria-label={texts.markers}>
            {markers.map((marker) => (
              <li key={marker.index}>
                {marker.url ? (
                  <a href={marker.url}>{marker.name || texts.unnamed}</a>
                ) : (
                  <span className="b-map-name">{marker.name || texts.unnamed}</span>
                )}{' '}
                <span className="b-map-coords">
                  lat {format.format(marker.lat)} · lng {format.format(marker.lng)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p>{texts.none}</p>
        )}
      </div>
    </div>
  );
}

/** The live Google map: created once, then updated when settings or markers change. */
function GoogleCanvas({
  api,
  props,
  markers,
  emit,
  onFail,
  className,
  attributes,
  texts,
}: RootProps & {
  api: MapsApi;
  props: MapProps;
  markers: readonly MarkerView[];
  emit: ComponentEmit | undefined;
  onFail: (error: unknown) => void;
}) {
  const canvas = useRef<HTMLDivElement>(null);
  const map = useRef<google.maps.Map | null>(null);
  const latestEmit = useRef(emit);
  useLayoutEffect(() => {
    latestEmit.current = emit;
  });

  // Plain-data signatures: the effects rerun only when a value really changes.
  const options = JSON.stringify(mapOptions(props));
  const settings = JSON.stringify({
    icon: typeof props.markerIcon === 'string' ? props.markerIcon.trim() : '',
    autoSize: props.markerIconAutoSize === true,
    width: clampNumber(props.markerIconWidth, 1, 500, 40),
    height: clampNumber(props.markerIconHeight, 1, 500, 40),
    trigger: props.markerTooltipTrigger,
    fitBounds: props.fixedBounds !== false,
    center: {
      lat: clampNumber(props.lat, -90, 90, 40.712784),
      lng: clampNumber(props.lng, -180, 180, -74.005941),
    },
    zoom: mapZoom(props.zoom),
    openText: texts.open,
  } satisfies MarkerSettings);
  const places = JSON.stringify(markers);

  useEffect(() => {
    if (!canvas.current) return;
    try {
      const parsed = JSON.parse(options) as google.maps.MapOptions;
      if (map.current) map.current.setOptions(parsed);
      else map.current = new api.maps.Map(canvas.current, parsed);
    } catch (error) {
      onFail(error);
    }
  }, [api, options, onFail]);

  useEffect(() => {
    if (!map.current) return undefined;
    try {
      return showMarkers(
        api,
        map.current,
        JSON.parse(places) as MarkerView[],
        JSON.parse(settings) as MarkerSettings,
        ({ name, lat, lng, url, index, record }) =>
          latestEmit.current?.('markerClick', { name, lat, lng, url, index, record }),
      );
    } catch (error) {
      onFail(error);
      return undefined;
    }
  }, [api, places, settings, onFail]);

  return (
    <div
      {...attributes}
      className={`b-map-root ${className}`}
      role="region"
      aria-label={texts.region}
    >
      <div ref={canvas} className="b-map-canvas" />
    </div>
  );
}

/** The zoom within 0–20; anything that is not a number gives the default (11). */
export function mapZoom(value: unknown): number {
  return Math.round(clampNumber(value, 0, 20, 11));
}

/**
 * A Google map with markers and tooltips when it has a key. Without one, or when Google Maps
 * cannot be loaded (offline, blocked) or fails, a placeholder region lists the markers instead;
 * nothing here ever throws into the page. Markers come from `markers`, read through the field
 * paths, so a collection's records can feed it; junk items are skipped with a warning.
 */
export function MapView({
  props,
  className,
  attributes,
  lang,
  emit,
}: CatalogueComponentProps<MapProps>) {
  const texts = textsFor(lang);
  const key = typeof props.googleKey === 'string' ? props.googleKey.trim() : '';
  const { nameField, latField, lngField, urlField, widthField, heightField } = props;
  const { markers, skipped } = useMemo(
    () =>
      readMarkers(props.markers, {
        name: nameField,
        lat: latField,
        lng: lngField,
        url: urlField,
        width: widthField,
        height: heightField,
      }),
    [props.markers, nameField, latField, lngField, urlField, widthField, heightField],
  );
  useEffect(() => {
    if (skipped) warnOnce(`Map: ${skipped} marker(s) skipped: no latitude/longitude within range.`);
  }, [skipped]);

  const [loaded, setLoaded] = useState<{ key: string; api: MapsApi | null }>();
  const [failedKey, setFailedKey] = useState<string>();
  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    loadMaps(key, lang || 'en').then(
      (api) => {
        if (live) setLoaded({ key, api });
      },
      (error: unknown) => {
        warnOnce(`Map: Google Maps could not be loaded (${String(error)}).`);
        if (live) setLoaded({ key, api: null });
      },
    );
    return () => {
      live = false;
    };
  }, [key, lang]);
  const onFail = useCallback(
    (error: unknown) => {
      warnOnce(`Map: Google Maps failed (${String(error)}).`);
      setFailedKey(key);
    },
    [key],
  );

  const root = { className, attributes, texts };
  if (!key) return <Placeholder {...root} reason="no-key" markers={markers} lang={lang} />;
  const result = loaded?.key === key ? loaded : undefined;
  if (result?.api === null || failedKey === key)
    return <Placeholder {...root} reason="offline" markers={markers} lang={lang} />;
  if (!result?.api)
    return (
      <div
        {...attributes}
        className={`b-map-root ${className}`}
        role="region"
        aria-label={texts.region}
        aria-busy="true"
      />
    );
  return (
    <GoogleCanvas
      key={key}
      {...root}
      api={result.api}
      props={props}
      markers={markers}
      emit={emit}
      onFail={onFail}
    />
  );
}

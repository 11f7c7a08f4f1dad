/**
 * Markers from whatever the `markers` setting holds: the editor's own markers, or records bound
 * from a collection, read through the field paths (`title`, `position.lat`…). Pure.
 */
import { parsedUrlText } from '@shared/routing/script-url.ts';

/** A marker ready to draw or list. */
export interface MarkerView {
  name: string;
  lat: number;
  lng: number;
  /** A safe link (http(s), mailto, tel or relative), or null. */
  url: string | null;
  /** The marker's own icon size in px, or null for the map's icon size. */
  width: number | null;
  height: number | null;
  /** Index in the list it came from (junk items are skipped, so indexes may have gaps). */
  index: number;
  /** The record it was read from, for the markerClick event. */
  record: unknown;
}

/** Field paths; an empty path means the marker's own field of that name. */
export interface MarkerFields {
  name: string;
  lat: string;
  lng: string;
  url: string;
  width: string;
  height: string;
}

export const DEFAULT_FIELDS: MarkerFields = {
  name: 'name',
  lat: 'lat',
  lng: 'lng',
  url: 'url',
  width: 'width',
  height: 'height',
};

/** The value at a dotted path: `position.lat`, `places[0].name`, `places.0.name`. */
export function valueAt(record: unknown, path: string): unknown {
  const parts = path.split(/[.[\]]/).filter(Boolean);
  let value = record;
  for (const part of parts) {
    if (value === null || typeof value !== 'object') return undefined;
    if (!Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return parts.length ? value : undefined;
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return NaN;
}

/** A number clamped to min–max, or `fallback` when the value is not a number. */
export function clampNumber(value: unknown, min: number, max: number, fallback: number): number {
  const number = toNumber(value);
  return Number.isFinite(number) ? Math.min(max, Math.max(min, number)) : fallback;
}

/** A link that cannot run code: http(s), mailto, tel, or a relative address; else null. */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (!url) return null;
  // The scheme as the browser's URL parser reads it (`java\tscript:` is `javascript:`).
  const parsed = parsedUrlText(url);
  if (/^(https?|mailto|tel):/i.test(parsed)) return url;
  // Any other scheme (javascript:, data:, vbscript:…) is refused; relative links are fine.
  return /^[a-z][a-z\d+.-]*:/i.test(parsed) ? null : url;
}

function iconSize(value: unknown): number | null {
  const number = toNumber(value);
  return Number.isFinite(number) && number > 0 ? Math.min(500, Math.max(1, number)) : null;
}

/**
 * The drawable markers of `list` (an array, or a collection `{ data: [...] }`), read through
 * `fields`; items without a latitude in -90..90 and a longitude in -180..180 are skipped and
 * counted.
 */
export function readMarkers(
  list: unknown,
  fields: Partial<MarkerFields> = {},
): { markers: MarkerView[]; skipped: number } {
  const items = Array.isArray(list)
    ? list
    : list !== null && typeof list === 'object' && Array.isArray((list as { data?: unknown }).data)
      ? (list as { data: unknown[] }).data
      : [];
  const path = (key: keyof MarkerFields) => {
    const given = fields[key];
    return typeof given === 'string' && given.trim() ? given.trim() : DEFAULT_FIELDS[key];
  };
  const markers: MarkerView[] = [];
  items.forEach((record, index) => {
    const lat = toNumber(valueAt(record, path('lat')));
    const lng = toNumber(valueAt(record, path('lng')));
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180)
      return;
    const name = valueAt(record, path('name'));
    markers.push({
      name: typeof name === 'string' ? name : typeof name === 'number' ? String(name) : '',
      lat,
      lng,
      url: safeUrl(valueAt(record, path('url'))),
      width: iconSize(valueAt(record, path('width'))),
      height: iconSize(valueAt(record, path('height'))),
      index,
      record,
    });
  });
  return { markers, skipped: items.length - markers.length };
}

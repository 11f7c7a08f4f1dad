import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultProps, coerceProp } from '../props.ts';
import { sharedChecks } from '../testing/shared-checks.tsx';
import { mapDefinition, type MapProps } from './definition.ts';
import { readMarkers, safeUrl, valueAt } from './markers.ts';
import { MapView, mapZoom } from './MapView.tsx';
import { mapSeeds } from './seeds.ts';

/**
 * Google Maps is the outside network: the loader module is replaced by a fake whose behaviour
 * each test picks (`fake.mode`), with just enough of the Maps API to record what MapView does.
 */
const fake = vi.hoisted(() => {
  type Listener = () => void;
  const state = {
    mode: 'ok' as 'ok' | 'reject' | 'throw',
    maps: [] as FakeMap[],
    markers: [] as FakeMarker[],
    infos: [] as FakeInfoWindow[],
  };
  class FakeMap {
    options: Record<string, unknown>;
    center: unknown;
    zoom: number | undefined;
    fitted: unknown[] | undefined;
    constructor(
      readonly div: HTMLElement,
      options: Record<string, unknown>,
    ) {
      this.options = { ...options };
      state.maps.push(this);
    }
    setOptions(options: Record<string, unknown>) {
      Object.assign(this.options, options);
    }
    setCenter(center: unknown) {
      this.center = center;
    }
    setZoom(zoom: number) {
      this.zoom = zoom;
    }
    fitBounds(bounds: { points: unknown[] }) {
      this.fitted = bounds.points;
    }
  }
  class FakeMarker {
    listeners: Record<string, Listener> = {};
    map: unknown;
    constructor(readonly options: { map: unknown; title?: string; icon?: unknown }) {
      this.map = options.map;
      state.markers.push(this);
    }
    addListener(name: string, listener: Listener) {
      this.listeners[name] = listener;
      return { remove: () => delete this.listeners[name] };
    }
    setMap(map: unknown) {
      this.map = map;
    }
  }
  class FakeInfoWindow {
    content: HTMLElement | undefined;
    isOpen = false;
    constructor() {
      state.infos.push(this);
    }
    setContent(content: HTMLElement) {
      this.content = content;
    }
    open() {
      this.isOpen = true;
    }
    close() {
      this.isOpen = false;
    }
  }
  class FakeBounds {
    points: unknown[] = [];
    extend(point: unknown) {
      this.points.push(point);
    }
  }
  class FakeSize {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
  }
  const libraries: Record<string, unknown> = {
    maps: { Map: FakeMap, InfoWindow: FakeInfoWindow },
    marker: { Marker: FakeMarker },
    core: { LatLngBounds: FakeBounds, Size: FakeSize },
  };
  return { state, libraries };
});

vi.mock('@googlemaps/js-api-loader', () => ({
  setOptions: vi.fn(() => {
    if (fake.state.mode === 'throw') throw new Error('loader exploded');
  }),
  importLibrary: vi.fn((name: string) =>
    fake.state.mode === 'reject'
      ? Promise.reject(new Error('net::ERR_INTERNET_DISCONNECTED'))
      : Promise.resolve(fake.libraries[name]),
  ),
}));

sharedChecks(mapDefinition, MapView, { seeds: mapSeeds, link: false });

describe('MapView', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.state.mode = 'ok';
    fake.state.maps.length = 0;
    fake.state.markers.length = 0;
    fake.state.infos.length = 0;
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
  const defaults = defaultProps<MapProps>(mapDefinition, 'en');
  const show = (props: Partial<MapProps>, lang = 'en', emit?: () => void) =>
    render(<MapView props={{ ...defaults, ...props }} className="b-m" lang={lang} emit={emit} />);
  const items = () =>
    within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('without a key, shows a placeholder region listing the default markers', () => {
    show({});
    const region = screen.getByRole('region', { name: 'Map' });
    expect(region.className).toBe('b-map-root b-m');
    expect(region.textContent).toContain('Map unavailable — no Google Maps key configured');
    expect(items()).toEqual([
      'New York lat 40.712784 · lng -74.005941',
      'Paris lat 48.856614 · lng 2.352222',
    ]);
  });

  it('says it in French too', () => {
    show(defaultProps<MapProps>(mapDefinition, 'fr'), 'fr');
    const region = screen.getByRole('region', { name: 'Carte' });
    expect(region.textContent).toContain('Carte indisponible — aucune clé Google Maps configurée');
    expect(within(region).getByRole('list', { name: 'Marqueurs' })).toBeDefined();
  });

  it('reads bound records through the field paths, linking markers that have a url', () => {
    show({
      markers: [
        { title: 'Louvre', position: { lat: '48.8606', lng: 2.3376 }, link: 'https://louvre.fr' },
        { title: 'Eiffel Tower', position: { lat: 48.8584, lng: 2.2945 } },
      ],
      nameField: 'title',
      latField: 'position.lat',
      lngField: 'position.lng',
      urlField: 'link',
    });
    expect(items()).toEqual([
      'Louvre lat 48.8606 · lng 2.3376',
      'Eiffel Tower lat 48.8584 · lng 2.2945',
    ]);
    expect(screen.getByRole('link', { name: 'Louvre' }).getAttribute('href')).toBe(
      'https://louvre.fr',
    );
    expect(screen.queryByRole('link', { name: 'Eiffel Tower' })).toBeNull();
  });

  it('skips junk markers (once warned) and never links a javascript: url', () => {
    show({
      markers: [
        null,
        42,
        'text',
        { name: 'No coordinates' },
        { name: 'Off the globe', lat: 95, lng: 0 },
        { name: 'Bad longitude', lat: 0, lng: 'east' },
        { name: 'Kept', lat: '1.5', lng: 2, url: 'javascript:alert(1)' },
      ],
    });
    expect(items()).toEqual(['Kept lat 1.5 · lng 2']);
    expect(screen.queryByRole('link')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('6 marker(s) skipped'));
  });

  it('says so when there are no markers at all', () => {
    show({ markers: [] });
    expect(screen.getByRole('region').textContent).toContain('No markers');
  });

  it('shows the offline placeholder, with the markers, when the script fails to load', async () => {
    fake.state.mode = 'reject';
    show({ googleKey: 'test-key' });
    const region = await screen.findByText(/Google Maps could not be loaded/);
    expect(region.closest('[role="region"]')?.getAttribute('data-state')).toBe('offline');
    expect(items()).toHaveLength(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ERR_INTERNET_DISCONNECTED'));
  });

  it('shows the offline placeholder when the loader throws', async () => {
    fake.state.mode = 'throw';
    show({ googleKey: 'test-key' }, 'fr');
    expect(await screen.findByText(/Google Maps n’a pas pu être chargé/)).toBeDefined();
    expect(items()).toHaveLength(2);
  });

  it('with a key, draws the map, its markers, hover tooltips and the framed view', async () => {
    const emit = vi.fn();
    show({ googleKey: 'test-key', mapStyle: 'night', scaleControl: false }, 'en', emit);
    await waitFor(() => expect(fake.state.markers).toHaveLength(2));
    const [map] = fake.state.maps;
    expect(map?.options).toMatchObject({
      mapTypeId: 'roadmap',
      zoomControl: true,
      scaleControl: false,
      fullscreenControl: true,
    });
    expect(Array.isArray(map?.options.styles)).toBe(true);
    expect(map?.fitted).toEqual([
      { lat: 40.712784, lng: -74.005941 },
      { lat: 48.856614, lng: 2.352222 },
    ]);
    const [newYork] = fake.state.markers;
    expect(newYork?.options.title).toBe('New York');
    const [info] = fake.state.infos;
    act(() => newYork?.listeners.mouseover?.());
    expect(info?.isOpen).toBe(true);
    expect(info?.content?.textContent).toBe('New York');
    act(() => newYork?.listeners.mouseout?.());
    expect(info?.isOpen).toBe(false);
    act(() => newYork?.listeners.click?.());
    expect(emit).toHaveBeenCalledWith(
      'markerClick',
      expect.objectContaining({ name: 'New York', index: 0 }),
    );
    expect(screen.getByRole('region', { name: 'Map' }).querySelector('.b-map-canvas')).toBe(
      map?.div,
    );
  });

  it('sizes custom marker icons (40×40 unless a marker says otherwise)', async () => {
    show({
      googleKey: 'test-key',
      markerIcon: 'data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27/%3E',
      markers: [
        { name: 'A', lat: 1, lng: 1 },
        { name: 'B', lat: 2, lng: 2, width: 24, height: 30 },
      ],
    });
    await waitFor(() => expect(fake.state.markers).toHaveLength(2));
    const sizes = fake.state.markers.map(
      (marker) =>
        (marker.options.icon as { scaledSize: { width: number; height: number } }).scaledSize,
    );
    expect(sizes.map((size) => [size.width, size.height])).toEqual([
      [40, 40],
      [24, 30],
    ]);
  });

  it('clamps the zoom to 0–20', async () => {
    expect(coerceProp(mapDefinition.properties.zoom, 25, ['en'])).toBe(20);
    expect(coerceProp(mapDefinition.properties.zoom, -2, ['en'])).toBe(0);
    expect(mapZoom(99)).toBe(20);
    expect(mapZoom(-1)).toBe(0);
    expect(mapZoom('far')).toBe(11);
    // A value that skipped coercion is still clamped on the map.
    show({ googleKey: 'test-key', zoom: 99, fixedBounds: false });
    await waitFor(() => expect(fake.state.maps[0]?.zoom).toBe(20));
    expect(fake.state.maps[0]?.center).toEqual({ lat: 40.712784, lng: -74.005941 });
  });
});

describe('markers', () => {
  it('reads dotted and indexed paths', () => {
    const record = { a: { b: [{ c: 5 }] } };
    expect(valueAt(record, 'a.b[0].c')).toBe(5);
    expect(valueAt(record, 'a.b.0.c')).toBe(5);
    expect(valueAt(record, 'a.x.c')).toBeUndefined();
    expect(valueAt(null, 'a')).toBeUndefined();
  });

  it('accepts a collection ({ data }) as well as an array', () => {
    const { markers, skipped } = readMarkers({ data: [{ name: 'X', lat: 1, lng: 2 }] });
    expect(markers.map((m) => m.name)).toEqual(['X']);
    expect(skipped).toBe(0);
    expect(readMarkers('nonsense').markers).toEqual([]);
  });

  it('keeps only links that cannot run code', () => {
    expect(safeUrl('https://a.b')).toBe('https://a.b');
    expect(safeUrl('/shops/1')).toBe('/shops/1');
    expect(safeUrl('mailto:a@b.c')).toBe('mailto:a@b.c');
    expect(safeUrl(' JavaScript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,x')).toBeNull();
    // Spellings the browser's URL parser reads as javascript: (stored-XSS corpus, issue 28).
    for (const url of ['java\tscript:alert(1)', 'java\nscript:x', '\u0001javascript:x'])
      expect(safeUrl(url), JSON.stringify(url)).toBeNull();
    expect(safeUrl(3)).toBeNull();
  });
});

import { defineComponent, label, type PropertyDefinition } from '../define.ts';

export const MAP_TYPES = ['roadmap', 'satellite', 'hybrid', 'terrain'] as const;
export const MAP_STYLES = [
  'standard',
  'silver',
  'retro',
  'dark',
  'night',
  'aubergine',
  'custom',
] as const;
export const TOOLTIP_TRIGGERS = ['none', 'hover', 'click'] as const;

/** One marker as the editor stores it (bound markers may be any records: see the *Field paths). */
export interface MapMarker {
  name: string;
  lat: number;
  lng: number;
  /** A link: the tooltip (and the placeholder list) link to it. */
  url: string;
  /** Size of this marker's custom icon in px; null means the map's marker icon size. */
  width: number | null;
  height: number | null;
}

export interface MapProps {
  googleKey: string;
  defaultMapType: (typeof MAP_TYPES)[number];
  mapStyle: (typeof MAP_STYLES)[number];
  customMapStyle: string;
  markerIcon: string;
  markerIconAutoSize: boolean;
  markerIconWidth: number;
  markerIconHeight: number;
  lat: number;
  lng: number;
  zoom: number;
  /** Markers, or any records when the field paths below say where their values are. */
  markers: unknown[];
  nameField: string;
  latField: string;
  lngField: string;
  urlField: string;
  widthField: string;
  heightField: string;
  markerTooltipTrigger: (typeof TOOLTIP_TRIGGERS)[number];
  fixedBounds: boolean;
  zoomControl: boolean;
  scaleControl: boolean;
  rotateControl: boolean;
  streetViewControl: boolean;
  fullscreenControl: boolean;
  mapTypeControl: boolean;
}

const LAT = { min: -90, max: 90 };
const LNG = { min: -180, max: 180 };
const ICON_PX = { min: 1, max: 500, step: 1, unit: 'px' };

const MARKERS = label('Markers', 'Marqueurs');
const MARKER_ICON = label('Marker icon', 'Icône des marqueurs');
const FIELDS = label('Marker fields (bound records)', 'Champs des marqueurs (données liées)');
const CONTROLS = label('Controls', 'Commandes');

/** A field path setting: where a record holds one marker value, e.g. `position.lat`. */
function fieldPath(en: string, fr: string, path: string): PropertyDefinition {
  return {
    type: 'text',
    label: label(en, fr),
    // Default: the marker's own field name, so the editor's markers need no mapping.
    default: path,
    section: 'settings',
    bindable: false,
    group: FIELDS,
  };
}

/** A map control toggle; every control is on by default (the seeds), as on Google Maps. */
function control(en: string, fr: string): PropertyDefinition {
  return {
    type: 'boolean',
    label: label(en, fr),
    // Default: on (seeds: all controls on by default).
    default: true,
    section: 'settings',
    bindable: true,
    group: CONTROLS,
  };
}

export const mapDefinition = defineComponent({
  type: 'map',
  label: label('Map', 'Carte'),
  category: 'media',
  displayModes: ['block', 'flex', 'grid'],
  events: [
    {
      name: 'markerClick',
      label: label('Marker click', 'Clic sur un marqueur'),
      payload: ['name', 'lat', 'lng', 'url', 'index', 'record'],
    },
  ],
  properties: {
    googleKey: {
      type: 'text',
      label: label('Google Maps API key', 'Clé API Google Maps'),
      // Default: empty, i.e. no live map: a placeholder lists the markers. A Maps JavaScript key
      // is public by design (it ships to every visitor; restrict it by referrer in Google Cloud),
      // so it is an ordinary setting, not an editor-only secret.
      default: '',
      section: 'settings',
      bindable: true,
      editorOnly: false,
    },
    defaultMapType: {
      type: 'select',
      label: label('Map type', 'Type de carte'),
      // Default: roadmap, Google's own default.
      default: 'roadmap',
      section: 'settings',
      bindable: true,
      options: [
        { value: 'roadmap', label: label('Roadmap', 'Plan') },
        { value: 'satellite', label: label('Satellite', 'Satellite') },
        { value: 'hybrid', label: label('Hybrid', 'Mixte') },
        { value: 'terrain', label: label('Terrain', 'Relief') },
      ],
    },
    mapStyle: {
      type: 'select',
      label: label('Map style', 'Style de carte'),
      // Default: standard, Google's own colours (no style array).
      default: 'standard',
      section: 'settings',
      bindable: true,
      options: [
        { value: 'standard', label: label('Standard', 'Standard') },
        { value: 'silver', label: label('Silver', 'Argent') },
        { value: 'retro', label: label('Retro', 'Rétro') },
        { value: 'dark', label: label('Dark', 'Sombre') },
        { value: 'night', label: label('Night', 'Nuit') },
        { value: 'aubergine', label: label('Aubergine', 'Aubergine') },
        { value: 'custom', label: label('Custom (JSON)', 'Personnalisé (JSON)') },
      ],
    },
    customMapStyle: {
      type: 'code',
      language: 'json',
      label: label('Custom style (JSON)', 'Style personnalisé (JSON)'),
      // Default: an empty style array (the standard look) until the author pastes one from
      // Google's styling wizard. Only used with mapStyle "custom".
      default: '[]',
      section: 'settings',
      bindable: true,
      hidden: (props) => props.mapStyle !== 'custom',
    },
    markerIcon: {
      type: 'image',
      label: label('Marker icon', 'Icône des marqueurs'),
      // Default: empty, i.e. Google's red pin.
      default: '',
      section: 'settings',
      bindable: true,
      group: MARKER_ICON,
    },
    markerIconAutoSize: {
      type: 'boolean',
      label: label('Icon at its own size', 'Icône à sa taille d’origine'),
      // Default: off, so every icon is drawn at the width and height below (40×40).
      default: false,
      section: 'settings',
      bindable: true,
      group: MARKER_ICON,
      hidden: (props) => !props.markerIcon,
    },
    markerIconWidth: {
      type: 'number',
      label: label('Icon width', 'Largeur de l’icône'),
      // Default: 40 px (seeds: 40×40).
      default: 40,
      section: 'settings',
      bindable: true,
      bounds: ICON_PX,
      group: MARKER_ICON,
      hidden: (props) => !props.markerIcon || props.markerIconAutoSize === true,
    },
    markerIconHeight: {
      type: 'number',
      label: label('Icon height', 'Hauteur de l’icône'),
      // Default: 40 px (seeds: 40×40).
      default: 40,
      section: 'settings',
      bindable: true,
      bounds: ICON_PX,
      group: MARKER_ICON,
      hidden: (props) => !props.markerIcon || props.markerIconAutoSize === true,
    },
    lat: {
      type: 'number',
      label: label('Latitude', 'Latitude'),
      // Default: 40.712784, New York City hall (the seeds' value).
      default: 40.712784,
      section: 'settings',
      bindable: true,
      bounds: LAT,
    },
    lng: {
      type: 'number',
      label: label('Longitude', 'Longitude'),
      // Default: -74.005941, New York City hall (the seeds' value).
      default: -74.005941,
      section: 'settings',
      bindable: true,
      bounds: LNG,
    },
    zoom: {
      type: 'number',
      label: label('Zoom', 'Zoom'),
      // Default: 11, a whole city in view (the seeds' value).
      default: 11,
      section: 'settings',
      bindable: true,
      responsive: true,
      bounds: { min: 0, max: 20, step: 1 },
    },
    markers: {
      type: 'array',
      label: label('Markers', 'Marqueurs'),
      // Default: two sample city markers (New York, at the default centre, and Paris), so a new
      // map shows what markers look like.
      default: [
        { name: 'New York', lat: 40.712784, lng: -74.005941, url: '', width: null, height: null },
        { name: 'Paris', lat: 48.856614, lng: 2.352222, url: '', width: null, height: null },
      ],
      section: 'settings',
      bindable: true,
      group: MARKERS,
      item: {
        name: {
          type: 'text',
          label: label('Name', 'Nom'),
          // Default: empty (the tooltip then shows nothing).
          default: '',
          section: 'settings',
          bindable: true,
        },
        lat: {
          type: 'number',
          label: label('Latitude', 'Latitude'),
          // Default: 0 (the author types the place's coordinates).
          default: 0,
          section: 'settings',
          bindable: true,
          bounds: LAT,
        },
        lng: {
          type: 'number',
          label: label('Longitude', 'Longitude'),
          // Default: 0.
          default: 0,
          section: 'settings',
          bindable: true,
          bounds: LNG,
        },
        url: {
          type: 'url',
          label: label('Link', 'Lien'),
          // Default: empty, no link.
          default: '',
          section: 'settings',
          bindable: true,
        },
        width: {
          type: 'number',
          label: label('Icon width', 'Largeur de l’icône'),
          // Default: not set, i.e. the map's marker icon width.
          default: null,
          section: 'settings',
          bindable: true,
          bounds: ICON_PX,
        },
        height: {
          type: 'number',
          label: label('Icon height', 'Hauteur de l’icône'),
          // Default: not set, i.e. the map's marker icon height.
          default: null,
          section: 'settings',
          bindable: true,
          bounds: ICON_PX,
        },
      },
    },
    nameField: fieldPath('Name field', 'Champ du nom', 'name'),
    latField: fieldPath('Latitude field', 'Champ de la latitude', 'lat'),
    lngField: fieldPath('Longitude field', 'Champ de la longitude', 'lng'),
    urlField: fieldPath('Link field', 'Champ du lien', 'url'),
    widthField: fieldPath('Icon width field', 'Champ de la largeur', 'width'),
    heightField: fieldPath('Icon height field', 'Champ de la hauteur', 'height'),
    markerTooltipTrigger: {
      type: 'select',
      label: label('Marker tooltip', 'Infobulle des marqueurs'),
      // Default: hover (the seeds' value): the name shows when the pointer is on a marker.
      default: 'hover',
      section: 'settings',
      bindable: true,
      group: MARKERS,
      options: [
        { value: 'none', label: label('None', 'Aucune') },
        { value: 'hover', label: label('On hover', 'Au survol') },
        { value: 'click', label: label('On click', 'Au clic') },
      ],
    },
    fixedBounds: {
      type: 'boolean',
      label: label('Fit the view to the markers', 'Ajuster la vue aux marqueurs'),
      // Default: on (seeds: fixedBounds on): with two markers or more the view frames them all;
      // off (or fewer markers), the view is the latitude, longitude and zoom above.
      default: true,
      section: 'settings',
      bindable: true,
      group: MARKERS,
    },
    zoomControl: control('Zoom control', 'Commande de zoom'),
    scaleControl: control('Scale control', 'Échelle'),
    rotateControl: control('Rotate control', 'Commande de rotation'),
    streetViewControl: control('Street View control', 'Commande Street View'),
    fullscreenControl: control('Fullscreen control', 'Commande plein écran'),
    mapTypeControl: control('Map type control', 'Choix du type de carte'),
  },
});

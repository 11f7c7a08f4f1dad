/**
 * Attribute descriptors (seeds §3): what every element has besides its component's settings and
 * its styles: HTML id and classes, extra attributes, its link, its interactions and hydration.
 * Section `settings` (they are not CSS). A nested field's `hidden` gets the values of its object
 * (e.g. the link), not the element's settings.
 *
 * Where they live in the site definition (`ELEMENT_FIELDS`, shared/schema/element.ts): `id` is
 * `element.htmlId`, `class` is `element.classes` (class names separated by spaces), `attributes`
 * is `element.attributes` (`[{ name, value }]`), each value a text or `{ $formula }`; `link` is
 * `element.link` and matches `linkSchema` field for field; `interactions` are `element.events`
 * (`{ trigger, workflowId }`). `hydrate` has no place yet: the runtime renders in the browser
 * only, so every element is "hydrated" and there is no server HTML to keep.
 */
import { ELEMENT_EVENT_TRIGGERS } from '@shared/schema/constants.ts';
import { label, type PropertyDefinition } from '../define.ts';
import { option } from './descriptor.ts';

type Values = Readonly<Record<string, unknown>>;

const text = (
  en: string,
  fr: string,
  extra: Partial<PropertyDefinition> = {},
): PropertyDefinition => ({
  type: 'text',
  label: label(en, fr),
  // Default: empty.
  default: '',
  section: 'settings',
  bindable: true,
  ...extra,
});

/** A list of `{ name, value }` pairs (HTML attributes, a link's query string). */
const pairs = (
  en: string,
  fr: string,
  extra: Partial<PropertyDefinition> = {},
): PropertyDefinition => ({
  type: 'array',
  label: label(en, fr),
  // Default: none.
  default: [],
  section: 'settings',
  bindable: true,
  item: {
    name: text('Name', 'Nom', { bindable: false }),
    value: text('Value', 'Valeur'),
  },
  ...extra,
});

const unless =
  (...types: string[]) =>
  (link: Values) =>
    !types.includes(String(link.type));

/** The link: to a page (with parameters, section and query), a URL, a file, or a popup. */
export const linkDescriptor: PropertyDefinition = {
  type: 'object',
  label: label('Link', 'Lien'),
  // Default: no link (`element.link` absent).
  default: null,
  section: 'settings',
  bindable: false,
  fields: {
    type: {
      type: 'select',
      label: label('Link to', 'Lien vers'),
      // Default: a page of the site, the most common link.
      default: 'page',
      section: 'settings',
      bindable: false,
      options: [
        option('page', 'A page (or a section of it)', 'Une page (ou une de ses sections)'),
        option('url', 'An address (URL)', 'Une adresse (URL)'),
        option('file', 'A file', 'Un fichier'),
        option('popup', 'A popup', 'Une fenêtre surgissante'),
      ],
    },
    pageId: text('Page', 'Page', { bindable: false, hidden: unless('page') }),
    parameters: {
      type: 'object',
      label: label('Page parameters', 'Paramètres de la page'),
      // Default: none. One text per parameter of the page's path (`/product/:id` → `id`).
      default: null,
      section: 'settings',
      bindable: true,
      hidden: unless('page'),
    },
    sectionId: text('Section', 'Section', { bindable: false, hidden: unless('page') }),
    query: pairs('Query parameters', 'Paramètres de requête', { hidden: unless('page') }),
    href: {
      type: 'url',
      label: label('Address or file', 'Adresse ou fichier'),
      // Default: empty. A URL for `url`; for `file`, the uploaded file's address.
      default: '',
      section: 'settings',
      bindable: true,
      hidden: unless('url', 'file'),
    },
    targetBlank: {
      type: 'boolean',
      label: label('Open in a new tab', 'Ouvrir dans un nouvel onglet'),
      // Default: off, the same tab.
      default: false,
      section: 'settings',
      bindable: false,
      hidden: unless('page', 'url', 'file'),
    },
    content: text('Popup content (library component)', 'Contenu (composant de bibliothèque)', {
      bindable: false,
      hidden: unless('popup'),
    }),
    background: {
      type: 'color',
      label: label('Popup overlay colour', 'Couleur du fond de la fenêtre'),
      // Default: not set; the popup layer's own overlay colour.
      default: null,
      section: 'settings',
      bindable: false,
      hidden: unless('popup'),
    },
  },
};

const TRIGGER_LABELS: Readonly<
  Record<(typeof ELEMENT_EVENT_TRIGGERS)[number], readonly [string, string]>
> = {
  click: ['On click', 'Au clic'],
  dblclick: ['On double click', 'Au double clic'],
  contextmenu: ['On right click', 'Au clic droit'],
  mousedown: ['On mouse down', 'À l’appui du bouton de la souris'],
  mouseup: ['On mouse up', 'Au relâchement du bouton de la souris'],
  mousemove: ['On mouse move', 'Au déplacement de la souris'],
  mouseenter: ['On mouse enter', 'À l’entrée de la souris'],
  mouseleave: ['On mouse leave', 'À la sortie de la souris'],
  touchstart: ['On touch start', 'Au début du toucher'],
  touchmove: ['On touch move', 'Au déplacement du toucher'],
  touchend: ['On touch end', 'À la fin du toucher'],
  touchcancel: ['On touch cancel', 'À l’annulation du toucher'],
  scroll: ['On scroll', 'Au défilement'],
  mounted: ['On mounted', 'À l’affichage'],
  'before-unmount': ['Before unmount', 'Avant la disparition'],
};

/** The element field each descriptor is stored in (`hydrate` has none). */
export const ELEMENT_FIELDS = {
  id: 'htmlId',
  class: 'classes',
  attributes: 'attributes',
  link: 'link',
  interactions: 'events',
} as const;

export const attributeDescriptors: Record<string, PropertyDefinition> = {
  // Unique in the page; targets for `#anchor` links and labels. Never a section's anchor.
  id: text('HTML id', 'Identifiant HTML'),
  // Space-separated, added to the element's `e-{id}` class and the catalogue's `b-…` ones.
  class: text('Extra classes', 'Classes supplémentaires'),
  // `role`, `aria-*`, `data-*`, `title`… Not `on…`, `style`, `id`, `class` or addresses.
  attributes: pairs('HTML attributes', 'Attributs HTML'),
  link: linkDescriptor,
  interactions: {
    type: 'array',
    label: label('Interactions', 'Interactions'),
    // Default: none. Stored as `element.events`.
    default: [],
    section: 'settings',
    bindable: false,
    item: {
      trigger: {
        type: 'select',
        label: label('When', 'Quand'),
        // Default: on click, the most common trigger.
        default: 'click',
        section: 'settings',
        bindable: false,
        options: ELEMENT_EVENT_TRIGGERS.map((trigger) =>
          option(trigger, ...TRIGGER_LABELS[trigger]),
        ),
      },
      workflowId: text('Workflow', 'Workflow', { bindable: false }),
    },
  },
  hydrate: {
    type: 'boolean',
    label: label(
      'Interactive in the browser (hydrate)',
      'Interactif dans le navigateur (hydrater)',
    ),
    // Default: on. Off for static content rendered on the server: the browser keeps its HTML
    // and never runs its component code or workflows, which saves script on long pages.
    default: true,
    section: 'settings',
    bindable: false,
  },
};

/**
 * The style objects of the legacy select's parts (trigger, chip, option…), which old sites set
 * field by field. Pure data: `definition.ts` declares them from here, and the component turns
 * a part's values into CSS custom properties (`--b-legacy-select-trigger-color`…) on its root,
 * which `LegacySelect.css` reads with the built-in look as fallback.
 */
import { label, type Label, type PropertyDefinition } from '../define.ts';

type FieldKind = 'color' | 'text' | 'fontSize' | 'radius' | 'height' | 'align';

const FIELD_LABELS: Readonly<Record<string, Label>> = {
  color: label('Text colour', 'Couleur du texte'),
  backgroundColor: label('Background colour', 'Couleur de fond'),
  fontSize: label('Font size', 'Taille de police'),
  fontWeight: label('Font weight', 'Graisse'),
  fontFamily: label('Font family', 'Police'),
  border: label('Border', 'Bordure'),
  borderRadius: label('Corner radius', 'Arrondi des coins'),
  padding: label('Padding', 'Marge intérieure'),
  minHeight: label('Minimum height', 'Hauteur minimale'),
  maxHeight: label('Maximum height', 'Hauteur maximale'),
  boxShadow: label('Shadow', 'Ombre'),
  textAlign: label('Alignment', 'Alignement'),
  activeBackgroundColor: label('Highlighted background', 'Fond en surbrillance'),
  selectedColor: label('Selected text colour', 'Couleur du texte sélectionné'),
  selectedBackgroundColor: label('Selected background', 'Fond sélectionné'),
};

/** The fields of each part and what kind of value each takes. */
export const PART_FIELDS = {
  triggerStyle: {
    color: 'color',
    backgroundColor: 'color',
    border: 'text',
    borderRadius: 'radius',
    padding: 'text',
    fontSize: 'fontSize',
    minHeight: 'height',
  },
  selectedStyle: { color: 'color', fontSize: 'fontSize', fontWeight: 'text', fontFamily: 'text' },
  placeholderStyle: {
    color: 'color',
    fontSize: 'fontSize',
    fontWeight: 'text',
    fontFamily: 'text',
  },
  chipStyle: {
    color: 'color',
    backgroundColor: 'color',
    border: 'text',
    borderRadius: 'radius',
    padding: 'text',
    fontSize: 'fontSize',
  },
  dropdownStyle: {
    backgroundColor: 'color',
    border: 'text',
    borderRadius: 'radius',
    boxShadow: 'text',
    padding: 'text',
    maxHeight: 'height',
  },
  optionStyle: {
    color: 'color',
    backgroundColor: 'color',
    activeBackgroundColor: 'color',
    selectedColor: 'color',
    selectedBackgroundColor: 'color',
    padding: 'text',
    fontSize: 'fontSize',
  },
  emptyStateStyle: { color: 'color', fontSize: 'fontSize', padding: 'text', textAlign: 'align' },
  searchStyle: {
    color: 'color',
    backgroundColor: 'color',
    border: 'text',
    borderRadius: 'radius',
    padding: 'text',
    fontSize: 'fontSize',
  },
} as const satisfies Record<string, Record<string, FieldKind>>;

export type PartName = keyof typeof PART_FIELDS;
export const PART_NAMES = Object.keys(PART_FIELDS) as PartName[];

const PART_LABELS: Readonly<Record<PartName, Label>> = {
  triggerStyle: label('Trigger style', 'Style du déclencheur'),
  selectedStyle: label('Selected value style', 'Style de la valeur choisie'),
  placeholderStyle: label('Placeholder style', 'Style du texte indicatif'),
  chipStyle: label('Chip style', 'Style des puces'),
  dropdownStyle: label('Dropdown style', 'Style de la liste'),
  optionStyle: label('Option style', 'Style des options'),
  emptyStateStyle: label('Empty state style', 'Style de l’état vide'),
  searchStyle: label('Search style', 'Style de la recherche'),
};

const STYLE_GROUP = label('Styles of the parts', 'Styles des parties');

function fieldDefinition(name: string, kind: FieldKind): PropertyDefinition {
  const base = {
    label: FIELD_LABELS[name] ?? label(name, name),
    // Default: not set, the built-in look of LegacySelect.css.
    default: null,
    section: 'settings' as const,
    bindable: true,
  };
  switch (kind) {
    case 'color':
      return { ...base, type: 'color' };
    case 'fontSize':
      return {
        ...base,
        type: 'length',
        units: [
          { unit: 'px', min: 1, max: 100, step: 1 },
          { unit: 'em', min: 0.1, max: 10, step: 0.1 },
        ],
      };
    case 'radius':
      return {
        ...base,
        type: 'length',
        units: [
          { unit: 'px', min: 0, max: 100, step: 1 },
          { unit: '%', min: 0, max: 50, step: 1 },
        ],
      };
    case 'height':
      return { ...base, type: 'length', units: [{ unit: 'px', min: 0, max: 1000, step: 1 }] };
    case 'align':
      return {
        ...base,
        type: 'select',
        options: [
          { value: 'left', label: label('Left', 'Gauche') },
          { value: 'center', label: label('Centre', 'Centre') },
          { value: 'right', label: label('Right', 'Droite') },
        ],
      };
    default:
      return { ...base, type: 'text' };
  }
}

/**
 * The part style properties. Section `settings` (not `style`): the runtime passes only settings
 * to a component, and the page stylesheet takes CSS properties, not objects; the component
 * applies them inline as custom properties. They sit in their own sidebar group.
 */
export function partProperties(): Record<PartName, PropertyDefinition> {
  const out = {} as Record<PartName, PropertyDefinition>;
  for (const part of PART_NAMES) {
    const fields: Record<string, PropertyDefinition> = {};
    for (const [name, kind] of Object.entries(PART_FIELDS[part]))
      fields[name] = fieldDefinition(name, kind);
    out[part] = {
      type: 'object',
      label: PART_LABELS[part],
      // Default: not set (every field at the built-in look).
      default: null,
      section: 'settings',
      bindable: true,
      group: STYLE_GROUP,
      fields,
    };
  }
  return out;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const SAFE = /^[^;{}<>]*$/;

/** `--b-legacy-select-trigger-background-color` for part `triggerStyle`, field `backgroundColor`. */
export const partVariable = (part: PartName, field: string) =>
  `--b-legacy-select-${kebab(part.replace(/Style$/, ''))}-${kebab(field)}`;

/**
 * CSS custom properties for the parts' values. Values are bound objects of anything: only
 * texts and finite numbers (px, except a font weight) of known fields are kept.
 */
export function partVariables(values: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of PART_NAMES) {
    const value = values[part];
    if (value === null || typeof value !== 'object' || Array.isArray(value)) continue;
    for (const field of Object.keys(PART_FIELDS[part])) {
      const raw = Object.hasOwn(value, field) ? (value as Record<string, unknown>)[field] : null;
      let text: string | null = null;
      if (typeof raw === 'string' && raw.trim() !== '' && SAFE.test(raw)) text = raw.trim();
      else if (typeof raw === 'number' && Number.isFinite(raw))
        text = field === 'fontWeight' ? String(raw) : `${raw}px`;
      if (text !== null) out[partVariable(part, field)] = text;
    }
  }
  return out;
}

/** The dropdown's maximum height in px when set in px (the virtual list's viewport), else null. */
export function dropdownMaxHeight(dropdownStyle: unknown): number | null {
  if (dropdownStyle === null || typeof dropdownStyle !== 'object') return null;
  const raw = (dropdownStyle as Record<string, unknown>).maxHeight;
  const px =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string'
        ? /^(\d+(?:\.\d+)?)(px)?$/.exec(raw.trim())?.[1]
        : null;
  const number = Number(px);
  return px !== null && px !== undefined && Number.isFinite(number) && number > 0 ? number : null;
}

import {
  defineComponent,
  label,
  type EditorCheckContext,
  type EditorWarning,
  type PropertyValues,
} from '../define.ts';
import type { ValidationTiming } from './context.ts';

export interface FormContainerProps {
  validation: ValidationTiming;
  /** Milliseconds (1–5000) after the last change before `change` validation runs. */
  debounceDelay: number;
  autocomplete: boolean;
}

/** Seeds §5: the English text word for word. */
export const SUBMIT_BUTTON_MISSING: EditorWarning = {
  title: label('Submit button missing!', 'Bouton d’envoi manquant !'),
  message: label(
    'A form container require a button with type submit to use the "on submit" trigger.',
    'Un conteneur de formulaire a besoin d’un bouton de type « submit » (envoi) pour utiliser le déclencheur « À l’envoi ».',
  ),
};

/** Seeds §5 (no exact text given): workflows belong on the form's `submit` event. */
export const SUBMIT_BUTTON_WORKFLOWS: EditorWarning = {
  title: label('Workflow on a submit button', 'Workflow sur un bouton d’envoi'),
  message: label(
    'This submit button has its own click workflows. Trigger submit workflows on the form container ("On submit") instead: it runs them only when every field is valid.',
    'Ce bouton d’envoi a ses propres workflows au clic. Déclenchez plutôt les workflows d’envoi sur le conteneur de formulaire (« À l’envoi ») : il ne les exécute que lorsque tous les champs sont valides.',
  ),
};

const isSubmitButton = (d: { type: string; props: PropertyValues }) =>
  d.type === 'button' && d.props.buttonType === 'submit';

/** Click-type workflows of a descendant, when the editor passes its `events` along. */
function hasClickWorkflows(descendant: object): boolean {
  const events: unknown = (descendant as { events?: unknown }).events;
  return (
    Array.isArray(events) &&
    events.some((e: unknown) => (e as { trigger?: unknown } | null)?.trigger === 'click')
  );
}

/**
 * Seeds §5: the `submit` timing needs a submit-type button; a submit button's own click
 * workflows should be the form's `submit` workflows. The check context names descendants by
 * type, props and the triggers of their workflows (`events`), as the editor passes them.
 */
export function formContainerChecks({ props, descendants }: EditorCheckContext): EditorWarning[] {
  const warnings: EditorWarning[] = [];
  const submitButtons = descendants.filter(isSubmitButton);
  if (props.validation !== 'change' && submitButtons.length === 0)
    warnings.push(SUBMIT_BUTTON_MISSING);
  if (submitButtons.some(hasClickWorkflows)) warnings.push(SUBMIT_BUTTON_WORKFLOWS);
  return warnings;
}

export const formContainerDefinition = defineComponent({
  type: 'form-container',
  label: label('Form container', 'Conteneur de formulaire'),
  category: 'form',
  slots: ['default'],
  slotLabels: { default: label('Form content', 'Contenu du formulaire') },
  // Its children are its own flex (or grid) items.
  layoutSlots: ['default'],
  displayModes: ['flex', 'block', 'grid'],
  events: [
    {
      name: 'submit',
      label: label('On submit', 'À l’envoi'),
      payload: ['fields', 'isValid'],
    },
    {
      name: 'invalid',
      label: label('On invalid submit', 'À l’envoi invalide'),
      payload: ['fields', 'errors'],
    },
  ],
  actions: [
    { name: 'submit', label: label('Submit', 'Envoyer') },
    { name: 'reset', label: label('Reset', 'Réinitialiser') },
  ],
  state: {
    isSubmitting: { type: 'boolean', label: label('Is submitting', 'Envoi en cours') },
    isSubmitted: { type: 'boolean', label: label('Is submitted', 'Envoyé') },
    isValid: { type: 'boolean', label: label('Is valid', 'Est valide') },
    fields: { type: 'object', label: label('Fields', 'Champs') },
  },
  editorChecks: formContainerChecks,
  properties: {
    validation: {
      type: 'select',
      label: label('Validation', 'Validation'),
      // Default: submit (seeds) — visitors see errors only once they try to send the form.
      default: 'submit',
      section: 'settings',
      bindable: false,
      options: [
        { value: 'submit', label: label('On submit', 'À l’envoi') },
        { value: 'change', label: label('On input change', 'À la saisie') },
      ],
    },
    debounceDelay: {
      type: 'number',
      label: label('Validation delay', 'Délai de validation'),
      // Default: 500 ms (seeds), bounds 1–5000 ms: validation waits for a pause in typing.
      default: 500,
      section: 'settings',
      bindable: true,
      bounds: { min: 1, max: 5000, step: 1, unit: 'ms' },
      hidden: (p) => p.validation !== 'change',
    },
    autocomplete: {
      type: 'boolean',
      label: label('Autocomplete', 'Saisie automatique'),
      // Default: on (seeds) — the browser may fill known fields (name, email…).
      default: true,
      section: 'settings',
      bindable: true,
    },
    display: {
      type: 'select',
      label: label('Display', 'Affichage'),
      // Default: flex, so fields stack in a column with a gap.
      default: 'flex',
      section: 'style',
      bindable: false,
      responsive: true,
      options: [
        { value: 'flex', label: label('Flex', 'Flex') },
        { value: 'block', label: label('Block', 'Bloc') },
        { value: 'grid', label: label('Grid', 'Grille') },
        { value: 'none', label: label('Hidden', 'Masqué') },
      ],
    },
    flexDirection: {
      type: 'select',
      label: label('Direction', 'Direction'),
      // Default: column — one field under the other, as most forms are.
      default: 'column',
      section: 'style',
      bindable: false,
      responsive: true,
      options: [
        { value: 'column', label: label('Column', 'Colonne') },
        { value: 'row', label: label('Row', 'Ligne') },
      ],
    },
    gap: {
      type: 'length',
      label: label('Gap', 'Espacement'),
      // Default: 12px between fields.
      default: '12px',
      section: 'style',
      bindable: false,
      responsive: true,
      units: [{ min: 0, max: 100, step: 1, unit: 'px' }],
    },
  },
});
